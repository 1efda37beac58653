export const SORTS = ["featured", "newest", "price-low", "price-high"] as const;
export type Sort = (typeof SORTS)[number];

export function isSort(value: unknown): value is Sort {
  return typeof value === "string" && (SORTS as readonly string[]).includes(value);
}

interface Sortable {
  id: number;
  price: number;
  featured: boolean;
}

/** Spec §4: featured first, newest = highest id first, or by price; ties keep a stable id order. */
export function sortProducts<T extends Sortable>(items: readonly T[], sort: Sort): T[] {
  const byId = (a: T, b: T) => a.id - b.id;
  const compare: Record<Sort, (a: T, b: T) => number> = {
    featured: (a, b) => Number(b.featured) - Number(a.featured) || byId(a, b),
    newest: (a, b) => b.id - a.id,
    "price-low": (a, b) => a.price - b.price || byId(a, b),
    "price-high": (a, b) => b.price - a.price || byId(a, b),
  };
  return [...items].sort(compare[sort]);
}
