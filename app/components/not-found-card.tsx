import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Spec §2: the card shown for any unknown path. */
export function NotFoundCard() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-lg border border-wood-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink">{t("notFound.title")}</h1>
        </div>
        <p className="mt-4 text-sm text-wood-800">{t("notFound.text")}</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-wood-800 underline underline-offset-4">
          {t("notFound.home")}
        </Link>
      </div>
    </div>
  );
}
