import type { ProductAdminService } from "../../server/domain/catalog/product-admin.ts";

export type AdminProduct = Awaited<ReturnType<ProductAdminService["list"]>>[number];

/** A photo in the form: an uploaded URL, or a newly chosen file with a temporary preview URL. */
export interface PhotoSlot {
  url: string;
  file?: File;
}

export interface ProductFormState {
  name: string;
  slug: string;
  description: string;
  details: string;
  nameDe: string;
  descriptionDe: string;
  detailsDe: string;
  price: string;
  categoryId: string;
  mainPhoto: PhotoSlot | null;
  photos: PhotoSlot[];
  materials: string[];
  width: string;
  height: string;
  depth: string;
  showInGallery: boolean;
  featured: boolean;
  inStock: boolean;
  customizable: boolean;
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** Editing loads the product's values (spec §4); adding starts from the spec's defaults. */
export function formStateOf(p?: AdminProduct): ProductFormState {
  return {
    name: p?.name ?? "",
    slug: p?.slug ?? "",
    description: p?.description ?? "",
    details: p?.details ?? "",
    nameDe: p?.nameDe ?? "",
    descriptionDe: p?.descriptionDe ?? "",
    detailsDe: p?.detailsDe ?? "",
    price: num(p?.price),
    categoryId: num(p?.categoryId),
    mainPhoto: p?.imageUrl ? { url: p.imageUrl } : null,
    photos: (p?.imageUrls ?? []).filter((u) => u !== p?.imageUrl).map((url) => ({ url })),
    materials: p?.materials ?? [],
    width: num(p?.width),
    height: num(p?.height),
    depth: num(p?.depth),
    showInGallery: p?.showInGallery ?? false,
    featured: p?.featured ?? false,
    inStock: p?.inStock ?? true,
    customizable: p?.customizable ?? false,
  };
}

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Spec §5 photo checks, in the order the spec names them; null when the file may be uploaded. */
export function photoProblem(file: File): "notAnImage" | "tooLarge" | null {
  if (!file.type.startsWith("image/")) return "notAnImage";
  if (file.size > MAX_PHOTO_BYTES) return "tooLarge";
  return null;
}

/** The product payload (spec §7 names); size fields only when filled (spec §5). */
export function payloadOf(s: ProductFormState, mainUrl: string, photoUrls: string[]) {
  const sizes = Object.fromEntries((["width", "height", "depth"] as const).filter((k) => s[k].trim() !== "").map((k) => [k, Number(s[k])]));
  return {
    name: s.name.trim(),
    slug: s.slug.trim(),
    description: s.description,
    details: s.details || null,
    nameDe: s.nameDe,
    descriptionDe: s.descriptionDe,
    detailsDe: s.detailsDe || null,
    price: Number(s.price),
    categoryId: Number(s.categoryId),
    imageUrl: mainUrl,
    imageUrls: [mainUrl, ...photoUrls].filter(Boolean),
    materials: s.materials,
    ...sizes,
    showInGallery: s.showInGallery,
    featured: s.featured,
    inStock: s.inStock,
    customizable: s.customizable,
  };
}
