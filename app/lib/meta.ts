import type { MetaDescriptor } from "react-router";
import { tFor } from "../i18n/index.ts";
import { DEFAULT_LANG, type Lang } from "../i18n/languages.ts";

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The page language, read from the root loader's data inside a `meta` function. */
export function langOf(matches: Matches): Lang {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { lang?: Lang } | undefined;
  return root?.lang ?? DEFAULT_LANG;
}

export function pageMeta(lang: Lang, title: string, description: string): MetaDescriptor[] {
  const site = tFor(lang)("meta.siteName");
  return [{ title: title.includes(site) ? title : `${title} | ${site}` }, { name: "description", content: description }];
}
