import type { Hono } from "hono";
import { newCartId } from "./factories.ts";

export const orderForm = (cartId: string, extra: Record<string, unknown> = {}) => ({
  cartId,
  customerName: "Anna Beispiel",
  customerEmail: "anna@example.com",
  customerPhone: "+49 170 5555555",
  shippingAddress: "Hauptstraße 1, 10115 Berlin",
  billingAddress: "Hauptstraße 1, 10115 Berlin",
  paymentMethod: "card",
  ...extra,
});

export function jsonRequest(app: Hono, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Fills a new cart with one product and places a pending order; returns its number and the cart. */
export async function placeOrder(app: Hono, productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
  const cartId = newCartId();
  await jsonRequest(app, "POST", "/api/cart", { productId, quantity, cartId });
  const res = await jsonRequest(app, "POST", "/api/orders", orderForm(cartId, extra));
  const order = (await res.json()) as { id: number; totalAmount: number; accessToken: string };
  return { ...order, cartId, headers: { "x-cart-id": cartId } };
}
