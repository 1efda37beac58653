import type { Lang } from "../i18n/languages.ts";

const formatters: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }),
  de: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }),
};

/** Euro with two decimals in the page's language: en "€12.90", de "12,90 €". */
export function formatPrice(amount: number, lang: Lang): string {
  return formatters[lang].format(amount);
}
