import i18next, { type i18n } from "i18next";
import { de } from "./de.ts";
import { en } from "./en.ts";
import type { Lang } from "./languages.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: "en",
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** One fixed instance per language: nothing mutates them, so server requests can share them. */
const instances: Record<Lang, i18n> = { en: createI18n("en"), de: createI18n("de") };

export function i18nFor(lang: Lang): i18n {
  return instances[lang];
}

/** `t` outside React (meta functions, toasts built in callbacks). */
export function tFor(lang: Lang) {
  return instances[lang].t;
}
