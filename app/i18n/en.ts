import { admin } from "./en/admin.ts";
import { checkout } from "./en/checkout.ts";
import { requests } from "./en/requests.ts";
import { shop } from "./en/shop.ts";

/** The source of every visible text, split by area; de.ts must have the same keys (a test and the type system check). */
export const en = { ...shop, ...checkout, ...admin, ...requests } as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must fill. */
export type Dictionary = Widen<typeof en>;
