/** Spec §9 shipping constants, in cents. */
export const SHIPPING_CENTS = { standard: 290, expedited: 1495 } as const;
export const FREE_SHIPPING_FROM_CENTS = 7500;
export const SHIPPING_METHODS = ["standard", "expedited"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface Totals {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Standard shipping is free from a €75 subtotal; expedited always costs its price. */
export function shippingCents(method: ShippingMethod, subtotalCents: number): number {
  if (method === "standard" && subtotalCents >= FREE_SHIPPING_FROM_CENTS) return 0;
  return SHIPPING_CENTS[method];
}

/** The server's totals: Σ(current price × quantity) + shipping, all in integer cents. */
export function priceLines(lines: readonly PricedLine[], method: ShippingMethod): Totals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const shipping = itemCount === 0 ? 0 : shippingCents(method, subtotalCents);
  return { itemCount, subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
}
