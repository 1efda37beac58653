import { asc, eq } from "drizzle-orm";
import type { Lang } from "../../../app/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { categories, products } from "../../db/schema.ts";
import { GALLERY_CATEGORY_ID } from "./constants.ts";
import { type Category, categoryView, type Product, productView } from "./product-view.ts";
import { sortProducts } from "./sort.ts";

/** What a stored slug can look like; anything else cannot match and never reaches the database. */
const SLUG_FORMAT = /^[a-z0-9-]{1,200}$/;

export class CatalogService {
  constructor(private readonly db: Db) {}

  async listProducts(lang: Lang): Promise<Product[]> {
    const rows = await this.db.select().from(products).orderBy(asc(products.id));
    return rows.map((r) => productView(r, lang));
  }

  /** Looks a product up by its slug, or by its id when the key is all digits (spec §7). */
  async getProduct(key: string, lang: Lang): Promise<Product | null> {
    const byId = /^\d{1,9}$/.test(key);
    if (!byId && !SLUG_FORMAT.test(key)) return null;
    const [row] = await this.db
      .select()
      .from(products)
      .where(byId ? eq(products.id, Number(key)) : eq(products.slug, key))
      .limit(1);
    return row ? productView(row, lang) : null;
  }

  /** Spec §2 Home: up to 9 shop products (featured first) and up to 4 gallery pieces. */
  async homeSelection(lang: Lang): Promise<{ products: Product[]; gallery: Product[] }> {
    const all = await this.listProducts(lang);
    const shop = sortProducts(
      all.filter((p) => p.categoryId !== GALLERY_CATEGORY_ID),
      "featured",
    );
    return {
      products: shop.slice(0, 9),
      gallery: all.filter((p) => p.categoryId === GALLERY_CATEGORY_ID).slice(0, 4),
    };
  }

  async listGallery(lang: Lang): Promise<Product[]> {
    const rows = await this.db.select().from(products).where(eq(products.showInGallery, true)).orderBy(asc(products.id));
    return rows.map((r) => productView(r, lang));
  }

  async listCategories(lang: Lang): Promise<Category[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.id));
    return rows.map((r) => categoryView(r, lang));
  }
}
