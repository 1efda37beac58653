/** Spec §2/§4: the chosen category lives in localStorage and is broadcast to the product list. */
export const SELECTED_CATEGORY_KEY = "selectedCategory";
export const CATEGORY_EVENT = "category-changed";

export function selectCategory(slug: string | null) {
  if (slug) localStorage.setItem(SELECTED_CATEGORY_KEY, slug);
  else localStorage.removeItem(SELECTED_CATEGORY_KEY);
  window.dispatchEvent(new CustomEvent<string | null>(CATEGORY_EVENT, { detail: slug }));
}

export function storedCategory(): string | null {
  return localStorage.getItem(SELECTED_CATEGORY_KEY);
}

export const SHOP_CATEGORIES = [
  { slug: "baby-kids", key: "nav.babyKids" },
  { slug: "wall-art", key: "nav.wallArt" },
  { slug: "corporate", key: "nav.corporate" },
] as const;
