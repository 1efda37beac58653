import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../lib/shop.ts";

/** The floating contact button at the bottom right (spec §2). */
export function ChatButton() {
  const { t } = useTranslation();
  const { shop } = useRootData();
  return (
    <a
      href={`mailto:${shop.email}`}
      aria-label={t("chat.open")}
      className="fixed bottom-5 right-5 z-30 flex size-14 items-center justify-center rounded-full bg-wood-800 text-white shadow-lg hover:bg-wood-900"
    >
      <MessageCircle className="size-6" aria-hidden="true" />
    </a>
  );
}
