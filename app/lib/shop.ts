import { useRouteLoaderData } from "react-router";
import type { ShopContact } from "../../server/config.ts";
import type { Lang } from "../i18n/languages.ts";

export interface RootData {
  lang: Lang;
  shop: ShopContact;
}

/** The shop's contact details and the page language, loaded once by the root route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
}

/** A messaging-service link to the owner's number, optionally with a prefilled text. */
export function whatsappUrl(phone: string, text?: string) {
  const digits = phone.replace(/[^0-9]/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
