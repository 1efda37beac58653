import type { OrderStatus } from "../../db/schema.ts";

/** Every allowed order-status change (DESIGN Payments); anything else is refused. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "payment_failed", "cancelled", "needs_review"],
  payment_failed: ["paid", "payment_failed", "cancelled", "needs_review"],
  paid: ["in_production", "shipped", "refunded"],
  in_production: ["shipped", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  needs_review: ["paid", "refunded", "cancelled"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** An order can still be paid while no payment has succeeded for it. */
export const isPayable = (status: OrderStatus) => status === "pending" || status === "payment_failed";
