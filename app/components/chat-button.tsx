import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The dialog's code loads only when someone opens it.
const AssistantDialog = lazy(() => import("./assistant-dialog.tsx"));

/** The floating contact button at the bottom right (spec §2), opening the design assistant. */
export function ChatButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t("chat.open")}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="fixed bottom-5 right-5 z-30 flex size-14 items-center justify-center rounded-full bg-wood-800 text-white shadow-lg hover:bg-wood-900"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
