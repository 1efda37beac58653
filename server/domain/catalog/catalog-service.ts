import { asc, eq } from "drizzle-orm";
import type { Lang } from "../../../app/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { categories, products } from "../../db/schema.ts";
import { GALLERY_CATEGORY_ID } from "./constants.ts";
import { type Category, categoryView, type Product, productView } from "./product-view.ts";
import { sortProducts } from "./sort.ts";

/**
 * The catalogue as shoppers read it. Reads are served from memory (measured: one query per request
 * held the API at 0.03× raw node:http on PGlite); any catalogue write must call `invalidate()`.
 * Cached values are shared between requests and must not be mutated.
 */
export class CatalogService {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Db) {}

  invalidate() {
    this.cache.clear();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.cache.set(key, entry);
      // A failed load is not remembered; the next request tries again.
      entry.catch(() => this.cache.get(key) === entry && this.cache.delete(key));
    }
    return entry;
  }

  listProducts(lang: Lang): Promise<Product[]> {
    return this.cached(`products:${lang}`, async () => {
      // Custom pieces offered to one customer are bought through their offer link only.
      const rows = await this.db.select().from(products).where(eq(products.listed, true)).orderBy(asc(products.id));
      return rows.map((r) => productView(r, lang));
    });
  }

  /** GET /api/products as ready-made JSON, so the hottest reply costs no serialisation. */
  productsJson(lang: Lang): Promise<string> {
    return this.cached(`products-json:${lang}`, async () => JSON.stringify(await this.listProducts(lang)));
  }

  /** Looks a product up by its slug, or by its id when the key is all digits (spec §7). */
  async getProduct(key: string, lang: Lang): Promise<Product | null> {
    const byId = /^\d{1,9}$/.test(key);
    const all = await this.listProducts(lang);
    return all.find((p) => (byId ? p.id === Number(key) : p.slug === key)) ?? null;
  }

  /** Spec §2 Home: up to 9 shop products (featured first) and up to 4 gallery pieces. */
  async homeSelection(lang: Lang): Promise<{ products: Product[]; gallery: Product[] }> {
    const all = await this.listProducts(lang);
    return {
      products: sortProducts(
        all.filter((p) => p.categoryId !== GALLERY_CATEGORY_ID),
        "featured",
      ).slice(0, 9),
      gallery: all.filter((p) => p.categoryId === GALLERY_CATEGORY_ID).slice(0, 4),
    };
  }

  async listGallery(lang: Lang): Promise<Product[]> {
    return (await this.listProducts(lang)).filter((p) => p.showInGallery);
  }

  listCategories(lang: Lang): Promise<Category[]> {
    return this.cached(`categories:${lang}`, async () => {
      const rows = await this.db.select().from(categories).orderBy(asc(categories.id));
      return rows.map((r) => categoryView(r, lang));
    });
  }
}
