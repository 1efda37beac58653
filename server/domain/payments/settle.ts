import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRow, type OrderStatus, orders, paymentEvents, payments } from "../../db/schema.ts";
import type { PaymentSnapshot } from "../../integrations/payments/provider.ts";
import { canTransition } from "../orders/status.ts";

export interface Settlement {
  order: OrderRow | null;
  from: OrderStatus | null;
  to: OrderStatus | null;
  /** True when this call changed the order's status; false for replays and no-ops. */
  changed: boolean;
}

const nothing = (order: OrderRow | null): Settlement => ({ order, from: order?.status ?? null, to: null, changed: false });

/** What a snapshot means for an order in its current status; null when nothing should change. */
export function nextStatus(order: OrderRow, snapshot: PaymentSnapshot, recordedOrderId: number | null): OrderStatus | null {
  switch (snapshot.status) {
    case "succeeded": {
      const matches =
        snapshot.amountCents === order.totalCents &&
        snapshot.currency.toUpperCase() === "EUR" &&
        snapshot.orderId === order.id &&
        recordedOrderId === order.id;
      const to: OrderStatus = matches ? "paid" : "needs_review";
      return canTransition(order.status, to) ? to : null;
    }
    case "failed":
      return order.status === "pending" ? "payment_failed" : null;
    case "refunded":
      return canTransition(order.status, "refunded") ? "refunded" : null;
    default:
      return null;
  }
}

/**
 * The only place where a payment changes an order's status. Webhooks and browser confirmations may
 * arrive in any order and any number of times: the event id is recorded once, the order row is locked,
 * and the transition is decided from its current status, so each change happens exactly once.
 */
export async function settle(db: Db, snapshot: PaymentSnapshot): Promise<Settlement> {
  return db.transaction(async (tx) => {
    if (snapshot.eventId) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider: snapshot.provider, eventId: snapshot.eventId, orderId: snapshot.orderId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (fresh.length === 0) return nothing(null);
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, snapshot.provider), eq(payments.reference, snapshot.reference)))
      .limit(1);
    const orderId = payment?.orderId ?? snapshot.orderId;
    if (orderId === null) return nothing(null);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return nothing(null);

    if (payment && snapshot.status !== "pending") {
      await tx
        .update(payments)
        .set({
          status: snapshot.status,
          captureId: snapshot.captureId ?? payment.captureId,
          failureMessage: snapshot.failureMessage ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, payment.id));
    }
    const to = nextStatus(order, snapshot, payment?.orderId ?? null);
    if (!to || to === order.status) return nothing(order);
    const [updated] = await tx
      .update(orders)
      .set({ status: to, ...(to === "paid" && { paidAt: sql`now()` }) })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: updated!, from: order.status, to, changed: true };
  });
}
