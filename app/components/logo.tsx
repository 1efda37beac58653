import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-serif text-xl font-semibold tracking-tight text-wood-900">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#a8773f" />
        <circle cx="16" cy="16" r="11" fill="none" stroke="#f3e6d2" strokeWidth="1.5" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="#f3e6d2" strokeWidth="1.5" />
        <circle cx="16" cy="16" r="3" fill="#f3e6d2" />
      </svg>
      <span>{t("meta.siteName")}</span>
    </Link>
  );
}
