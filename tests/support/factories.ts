import { nanoid } from "nanoid";
import type { Db } from "../../server/db/client.ts";
import { categories, type NewProductRow, products } from "../../server/db/schema.ts";

let n = 0;

export async function makeCategory(db: Db, slug = `cat-${++n}`) {
  const [row] = await db.insert(categories).values({ name: slug, slug }).returning();
  return row!;
}

export async function makeProduct(db: Db, fields: Partial<NewProductRow> & { categoryId: number }) {
  const i = ++n;
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${i}`, slug: `product-${i}`, priceCents: 1000, imageUrl: `/images/p${i}/960.webp`, ...fields })
    .returning();
  return row!;
}

export const newCartId = () => nanoid();
