import { admin } from "./de/admin.ts";
import { checkout } from "./de/checkout.ts";
import { requests } from "./de/requests.ts";
import { shop } from "./de/shop.ts";
import type { Dictionary } from "./en.ts";

export const de: Dictionary = { ...shop, ...checkout, ...admin, ...requests };
