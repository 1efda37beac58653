import type { OrderItemRow, OrderRow } from "../../db/schema.ts";
import { fromCents } from "../money.ts";

/** An order as the shopper and the API see it (spec §7 field names, decimals at the edge). */
export function orderView(order: OrderRow, items: OrderItemRow[]) {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    subtotal: fromCents(order.subtotalCents),
    shipping: fromCents(order.shippingCents),
    totalAmount: fromCents(order.totalCents),
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    lang: order.lang,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      slug: i.slug,
      imageUrl: i.imageUrl,
      unitPrice: fromCents(i.unitPriceCents),
      quantity: i.quantity,
      lineTotal: fromCents(i.unitPriceCents * i.quantity),
      customizations: i.customizations,
    })),
  };
}
export type OrderView = ReturnType<typeof orderView>;
