import type { Context } from "hono";
import { isLang, type Lang, langFromCookieHeader } from "../../app/i18n/languages.ts";

/** The language of an API reply: `?lang=` when given, otherwise the visitor's language cookie. */
export function requestLang(c: Context): Lang {
  const q = c.req.query("lang");
  return isLang(q) ? q : langFromCookieHeader(c.req.header("cookie"));
}
