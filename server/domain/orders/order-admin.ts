import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type OrderStatus, orderItems, orders, payments, products } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Mailer } from "../../integrations/email/mailer.ts";
import { shippedMail } from "./fulfilment-emails.ts";
import { orderView } from "./order-view.ts";
import { canTransition } from "./status.ts";

/** The statuses the owner sets by hand; payment states change only through `settle`. */
export const MANUAL_STATUSES = ["in_production", "shipped", "delivered", "cancelled"] as const satisfies readonly OrderStatus[];
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class OrderAdminService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
  ) {}

  /** Newest first, optionally by status and by a name or e-mail fragment. */
  async list(filter: { status?: OrderStatus; q?: string }) {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(orders.status, filter.status));
    if (filter.q) {
      const like = `%${escapeLike(filter.q)}%`;
      where.push(or(ilike(orders.customerName, like), ilike(orders.customerEmail, like))!);
    }
    const rows = await this.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        totalCents: orders.totalCents,
        itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(orders.id))
      .limit(200);
    return rows.map(({ totalCents, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString(), totalAmount: totalCents / 100 }));
  }

  async detail(id: number) {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new ApiError(404, "not_found", "Order not found");
    const [items, paid] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id),
      this.db.select().from(payments).where(eq(payments.orderId, id)).orderBy(desc(payments.id)),
    ]);
    const productIds = items.map((i) => i.productId).filter((id): id is number => id !== null);
    const customPieces = productIds.length
      ? await this.db.select({ requestId: products.requestId }).from(products).where(inArray(products.id, productIds))
      : [];
    return {
      ...orderView(order, items),
      /** Requests whose offered custom piece this order buys. */
      requestIds: customPieces.map((p) => p.requestId).filter((id): id is number => id !== null),
      trackingNumber: order.trackingNumber,
      shippedAt: order.shippedAt?.toISOString() ?? null,
      paidAt: order.paidAt?.toISOString() ?? null,
      payments: paid.map((p) => ({
        provider: p.provider,
        reference: p.reference,
        status: p.status,
        amount: p.amountCents / 100,
        failureMessage: p.failureMessage,
      })),
    };
  }

  /** Moves an order along its lifecycle; shipping needs a tracking number and tells the shopper. */
  async setStatus(id: number, to: ManualStatus, trackingNumber?: string) {
    if (to === "shipped" && !trackingNumber)
      throw new ApiError(400, "validation", "Please enter the tracking number.", { trackingNumber: "required" });
    const updated = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!order) throw new ApiError(404, "not_found", "Order not found");
      if (!canTransition(order.status, to))
        throw new ApiError(409, "invalid_transition", `An order that is ${order.status} cannot become ${to}.`);
      const [row] = await tx
        .update(orders)
        .set({ status: to, ...(to === "shipped" && { trackingNumber, shippedAt: sql`now()` }) })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    });
    if (to === "shipped")
      await this.mailer.send(shippedMail(this.config, updated)).catch((err) => console.error(`order ${id}: shipping e-mail failed`, err));
    return this.detail(id);
  }
}
