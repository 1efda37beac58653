import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, type NewProductRow, products } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { toCents } from "../money.ts";
import type { CatalogService } from "./catalog-service.ts";
import type { ProductInput } from "./product-schema.ts";

const slugTaken = (slug: string) => new ApiError(409, "slug_taken", `A product with the slug "${slug}" already exists.`, { slug: "taken" });
const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === "23505" || /unique/i.test(String((err as Error)?.message));

/** The owner's catalogue writes; each one refreshes the shoppers' cached catalogue. */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Every product with both languages' texts, as the admin form edits them. */
  async list() {
    const rows = await this.db.select().from(products).where(eq(products.listed, true)).orderBy(asc(products.id));
    return rows.map(({ priceCents, ...r }) => ({ ...r, price: priceCents / 100 }));
  }

  async create(input: ProductInput & { slug: string }) {
    const row = await this.write(
      () =>
        this.db
          .insert(products)
          .values(this.toRow(input) as NewProductRow)
          .returning(),
      input,
    );
    return row;
  }

  async update(id: number, input: Partial<ProductInput>) {
    const values = this.toRow(input);
    if (Object.keys(values).length === 0) throw new ApiError(400, "validation", "Nothing to update.");
    const row = await this.write(() => this.db.update(products).set(values).where(eq(products.id, id)).returning(), input, id);
    if (!row) throw new ApiError(404, "not_found", "Product not found");
    return row;
  }

  /** Past orders keep their line snapshots; open carts simply lose the line. */
  async remove(id: number) {
    const deleted = await this.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (deleted.length === 0) throw new ApiError(404, "not_found", "Product not found");
    this.catalog.invalidate();
  }

  private async write(run: () => Promise<(typeof products.$inferSelect)[]>, input: Partial<ProductInput>, ownId?: number) {
    if (input.categoryId !== undefined) {
      const [category] = await this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
      if (!category) throw new ApiError(400, "validation", "Please choose a category.", { categoryId: "unknown category" });
    }
    if (input.slug) {
      const [other] = await this.db.select({ id: products.id }).from(products).where(eq(products.slug, input.slug));
      if (other && other.id !== ownId) throw slugTaken(input.slug);
    }
    try {
      const [row] = await run();
      this.catalog.invalidate();
      return row ? { ...row, price: row.priceCents / 100 } : null;
    } catch (err) {
      if (input.slug && isUniqueViolation(err)) throw slugTaken(input.slug);
      throw err;
    }
  }

  private toRow(input: Partial<ProductInput>): Partial<NewProductRow> {
    const { price, ...rest } = input;
    const row: Partial<NewProductRow> = { ...rest };
    if (price !== undefined) row.priceCents = toCents(price);
    if (input.imageUrls && !input.imageUrl && input.imageUrls[0]) row.imageUrl = input.imageUrls[0];
    for (const key of Object.keys(row) as (keyof NewProductRow)[]) if (row[key] === undefined) delete row[key];
    return row;
  }
}
