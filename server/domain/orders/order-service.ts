import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cartItems, type OrderItemRow, type OrderRow, orderItems, orders, products } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Mailer } from "../../integrations/email/mailer.ts";
import { lockCart } from "../cart/cart-service.ts";
import type { CreateOrderInput } from "../checkout/checkout-schema.ts";
import { priceLines } from "../checkout/pricing.ts";
import { newOrderNoticeMail, orderConfirmationMail } from "./order-emails.ts";

export interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** Only present when this call created the order; a replay of the same submit gets the order without it. */
  accessToken?: string;
  created: boolean;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
export const EMPTY_CART_MESSAGE = "Your cart is empty. Please add items before checking out.";

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
  ) {}

  /** Places the order, then tells the shopper and the owner; a mail failure never undoes an order. */
  async placeAndNotify(input: CreateOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
    const placed = await this.place(input, idempotencyKey);
    if (placed.created) {
      const mails = [
        orderConfirmationMail(this.config, placed.order, placed.items, placed.accessToken),
        newOrderNoticeMail(this.config, placed.order, placed.items),
      ];
      await Promise.all(
        mails.map((m) => this.mailer.send(m).catch((err) => console.error(`order ${placed.order.id}: e-mail to ${m.to} failed`, err))),
      );
    }
    return placed;
  }

  /**
   * Turns a cart into a pending order in one transaction: prices from the database, line snapshots,
   * cart cleared. The cart lock makes double and concurrent submits produce exactly one order.
   */
  async place(input: CreateOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
    return this.db.transaction(async (tx) => {
      await lockCart(tx, input.cartId);
      if (idempotencyKey) {
        const [previous] = await tx.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
        if (previous) {
          if (previous.cartId !== input.cartId) throw new ApiError(409, "idempotency_conflict", "This request key was already used.");
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, previous.id)).orderBy(asc(orderItems.id));
          return { order: previous, items, created: false };
        }
      }
      const lines = await tx
        .select({ item: cartItems, product: products })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, input.cartId))
        .orderBy(asc(cartItems.id));
      if (lines.length === 0) throw new ApiError(400, "cart_empty", EMPTY_CART_MESSAGE);
      const unavailable = lines.find((l) => !l.product.inStock);
      if (unavailable)
        throw new ApiError(409, "out_of_stock", `${unavailable.product.name} is no longer available. Please remove it from your cart.`);

      const totals = priceLines(
        lines.map((l) => ({ unitPriceCents: l.product.priceCents, quantity: l.item.quantity })),
        input.shippingMethod,
      );
      const accessToken = randomBytes(24).toString("base64url");
      const [order] = await tx
        .insert(orders)
        .values({
          cartId: input.cartId,
          status: "pending",
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          shippingMethod: input.shippingMethod,
          paymentMethod: input.paymentMethod,
          notes: input.notes || null,
          lang: input.lang,
          accessTokenHash: hash(accessToken),
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(
          lines.map(({ item, product }) => ({
            orderId: order!.id,
            productId: product.id,
            name: input.lang === "de" && product.nameDe ? product.nameDe : product.name,
            slug: product.slug,
            imageUrl: product.imageUrl,
            unitPriceCents: product.priceCents,
            quantity: item.quantity,
            customizations: item.customizations,
          })),
        )
        .returning();
      await tx.delete(cartItems).where(eq(cartItems.cartId, input.cartId));
      return { order: order!, items, accessToken, created: true };
    });
  }

  /** An order for whoever may see it: the cart that placed it, the holder of its access token, or the admin. */
  async readable(id: number, access: { cartId?: string; token?: string; admin?: boolean }) {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!order || !mayRead(order, access)) return null;
    const items = await this.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
    return { order, items };
  }
}

function mayRead(order: OrderRow, access: { cartId?: string; token?: string; admin?: boolean }) {
  if (access.admin) return true;
  if (access.cartId && access.cartId === order.cartId) return true;
  if (!access.token || !order.accessTokenHash) return false;
  const a = Buffer.from(hash(access.token));
  const b = Buffer.from(order.accessTokenHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
