export const LANGUAGES = ["en", "de"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
/** Cookie mirroring the browser's language choice so the server renders pages in it. */
export const LANG_COOKIE = "lang";
export const LANG_STORAGE_KEY = "language";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function langFromCookieHeader(header: string | null | undefined): Lang {
  const match = /(?:^|;\s*)lang=([a-z]{2})/.exec(header ?? "");
  return isLang(match?.[1]) ? match[1] : DEFAULT_LANG;
}
