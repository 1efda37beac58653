import type { Lang } from "../../../app/i18n/languages.ts";
import type { CategoryRow, ProductRow } from "../../db/schema.ts";
import { fromCents } from "../money.ts";

/** A product as the API and the storefront see it: the spec's field names, texts in one language. */
export interface Product {
  id: number;
  categoryId: number;
  name: string;
  slug: string;
  description: string;
  details: string | null;
  price: number;
  imageUrl: string;
  imageUrls: string[];
  customizable: boolean;
  customizationOptions: unknown;
  materials: string[];
  width: number | null;
  height: number | null;
  depth: number | null;
  showInGallery: boolean;
  featured: boolean;
  inStock: boolean;
  rating: number;
  reviewCount: number;
  /** The English name, which decides the personalisation rule whatever the language shown. */
  baseName: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string;
}

/** German texts fall back to English where the owner left them empty. */
const pick = (lang: Lang, en: string, de: string | null | undefined) => (lang === "de" && de ? de : en);

export function productView(row: ProductRow, lang: Lang): Product {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: pick(lang, row.name, row.nameDe),
    slug: row.slug,
    description: pick(lang, row.description, row.descriptionDe),
    details: row.details === null ? null : pick(lang, row.details, row.detailsDe),
    price: fromCents(row.priceCents),
    imageUrl: row.imageUrl,
    imageUrls: row.imageUrls,
    customizable: row.customizable,
    customizationOptions: row.customizationOptions ?? null,
    materials: row.materials,
    width: row.width,
    height: row.height,
    depth: row.depth,
    showInGallery: row.showInGallery,
    featured: row.featured,
    inStock: row.inStock,
    rating: row.rating,
    reviewCount: row.reviewCount,
    baseName: row.name,
  };
}

export function categoryView(row: CategoryRow, lang: Lang): Category {
  return {
    id: row.id,
    name: pick(lang, row.name, row.nameDe),
    slug: row.slug,
    description: row.description === null ? null : pick(lang, row.description, row.descriptionDe),
    imageUrl: row.imageUrl,
  };
}
