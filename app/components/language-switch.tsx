import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../lib/language.tsx";
import { Button } from "./ui/button.tsx";

/** Switches between en and de; the label names the other language in that language. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation();
  const other = language === "en" ? "de" : "en";
  return (
    <Button variant="ghost" size="sm" onClick={() => setLanguage(other)} lang={other} title={t("nav.language")}>
      <Languages aria-hidden="true" />
      <span>{t("nav.switchTo")}</span>
    </Button>
  );
}
