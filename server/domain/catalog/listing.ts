import { GALLERY_CATEGORY_ID } from "./constants.ts";

interface Listed {
  categoryId: number;
}

/**
 * Spec §2 Product list: a known category shows its products; without one (or with an unknown slug)
 * the shop grid shows everything but the gallery category.
 */
export function productsInCategory<P extends Listed>(
  products: readonly P[],
  categories: readonly { id: number; slug: string }[],
  slug: string | null,
): { category: { id: number; slug: string } | null; products: P[] } {
  const category = slug ? (categories.find((c) => c.slug === slug) ?? null) : null;
  return {
    category,
    products: products.filter((p) => (category ? p.categoryId === category.id : p.categoryId !== GALLERY_CATEGORY_ID)),
  };
}
