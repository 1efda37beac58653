import type { Context } from "hono";
import { cartIdSchema } from "../domain/cart/cart-schemas.ts";
import { ApiError } from "./errors.ts";

/** The cart id the browser presents (X-Cart-Id, from localStorage); without a valid one, nothing is found. */
export function presentedCartId(c: Context): string {
  const id = c.req.header("x-cart-id");
  if (!id || !cartIdSchema.safeParse(id).success) throw new ApiError(404, "not_found", "Cart item not found");
  return id;
}

/** A cart id in the path is the capability itself; a different X-Cart-Id beside it means someone else's cart. */
export function cartIdFromPath(c: Context): string {
  const id = c.req.param("cartId") ?? "";
  const header = c.req.header("x-cart-id");
  if (!cartIdSchema.safeParse(id).success || (header && header !== id)) throw new ApiError(404, "not_found", "Cart not found");
  return id;
}

export function itemIdFromPath(c: Context): number {
  const raw = c.req.param("itemId") ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(404, "not_found", "Cart item not found");
  return Number(raw);
}
