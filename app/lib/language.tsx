import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { useRevalidator } from "react-router";
import { i18nFor } from "../i18n/index.ts";
import { LANG_COOKIE, LANG_STORAGE_KEY, type Lang } from "../i18n/languages.ts";

interface LanguageValue {
  language: Lang;
  setLanguage(lang: Lang): void;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [language, setLang] = useState<Lang>(initial);
  const revalidator = useRevalidator();
  const setLanguage = useCallback(
    (lang: Lang) => {
      setLang(lang);
      localStorage.setItem(LANG_STORAGE_KEY, lang);
      // The cookie lets the server render the next page in this language.
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
      document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
      document.documentElement.lang = lang;
      // Product names and descriptions come localised from the loaders.
      void revalidator.revalidate();
    },
    [revalidator],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
