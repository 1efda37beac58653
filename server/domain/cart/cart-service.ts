import { and, asc, eq, sql } from "drizzle-orm";
import type { Lang } from "../../../app/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { cartItems, products } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { checkCustomizations, personalisationRule } from "../catalog/personalisation.ts";
import { priceLines, type ShippingMethod, type Totals } from "../checkout/pricing.ts";
import { fromCents } from "../money.ts";
import { MAX_LINE_QUANTITY } from "./cart-schemas.ts";

/** A cart line with what the drawer shows of its product, read in one query. */
export interface CartLine {
  id: number;
  cartId: string;
  productId: number;
  quantity: number;
  customizations: Record<string, string>;
  createdAt: string;
  product: { id: number; name: string; slug: string; price: number; imageUrl: string; inStock: boolean };
}

const itemNotFound = () => new ApiError(404, "not_found", "Cart item not found");

/** Serialises changes to one cart across requests and instances (PostgreSQL advisory lock). */
export const lockCart = (tx: Pick<Db, "execute">, cartId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${cartId}`}))`);

export class CartService {
  constructor(private readonly db: Db) {}

  async lines(cartId: string, lang: Lang): Promise<CartLine[]> {
    const rows = await this.db
      .select({ item: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    return rows.map(({ item, product }) => ({
      id: item.id,
      cartId: item.cartId,
      productId: item.productId,
      quantity: item.quantity,
      customizations: item.customizations,
      createdAt: item.createdAt.toISOString(),
      product: {
        id: product.id,
        name: lang === "de" && product.nameDe ? product.nameDe : product.name,
        slug: product.slug,
        price: fromCents(product.priceCents),
        imageUrl: product.imageUrl,
        inStock: product.inStock,
      },
    }));
  }

  /** The server's totals for a cart (DESIGN rule 2): current prices, never the client's. */
  async totals(cartId: string, method: ShippingMethod): Promise<Totals> {
    const lines = await this.db
      .select({ unitPriceCents: products.priceCents, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cartId));
    return priceLines(lines, method);
  }

  /** Adds a product; the same product with the same personalisation raises that line's quantity. */
  async add(
    input: { cartId: string; productId: number; quantity: number; customizations: Record<string, string> },
    options: { viaOffer?: boolean } = {},
  ) {
    const [product] = await this.db.select().from(products).where(eq(products.id, input.productId)).limit(1);
    // A custom piece offered to one customer goes into a cart only through its offer link.
    if (!product || (!product.listed && !options.viaOffer)) throw new ApiError(404, "not_found", "Product not found");
    if (!product.inStock) throw new ApiError(409, "out_of_stock", `${product.name} is out of stock.`);
    const check = checkCustomizations(personalisationRule(product.name), input.customizations);
    if (!check.ok) throw new ApiError(400, check.reason, check.message, { customizations: check.message });

    return this.db.transaction(async (tx) => {
      await lockCart(tx, input.cartId);
      const same = and(
        eq(cartItems.cartId, input.cartId),
        eq(cartItems.productId, product.id),
        sql`${cartItems.customizations} = ${JSON.stringify(check.customizations)}::jsonb`,
      );
      const [existing] = await tx.select().from(cartItems).where(same).limit(1);
      if (existing) {
        const quantity = existing.quantity + input.quantity;
        if (quantity > MAX_LINE_QUANTITY) {
          throw new ApiError(400, "quantity_too_large", `You can order at most ${MAX_LINE_QUANTITY} of one item.`, {
            quantity: "too large",
          });
        }
        const [row] = await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id)).returning();
        return row!;
      }
      const [row] = await tx
        .insert(cartItems)
        .values({ cartId: input.cartId, productId: product.id, quantity: input.quantity, customizations: check.customizations })
        .returning();
      return row!;
    });
  }

  /** Changes a line only for the cart that owns it; any other cart learns nothing (404). */
  async setQuantity(cartId: string, itemId: number, quantity: number) {
    const [row] = await this.db
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .returning();
    if (!row) throw itemNotFound();
    return row;
  }

  async remove(cartId: string, itemId: number) {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (rows.length === 0) throw itemNotFound();
  }

  async clear(cartId: string) {
    await this.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  }
}
