import { Hono } from "hono";
import { addToCartSchema, updateCartItemSchema } from "../domain/cart/cart-schemas.ts";
import { checkoutFields } from "../domain/checkout/checkout-schema.ts";
import { fromCents } from "../domain/money.ts";
import { cartIdFromPath, itemIdFromPath, presentedCartId } from "../http/cart-access.ts";
import { ApiError } from "../http/errors.ts";
import { requestLang } from "../http/lang.ts";
import { jsonBody, parseWith } from "../http/validate.ts";
import type { Services } from "../services.ts";

const shippingQuery = checkoutFields.shippingMethod;

export function cartApi({ cart }: Services) {
  return new Hono()
    .post("/", async (c) => {
      const input = parseWith(addToCartSchema, await jsonBody(c));
      const header = c.req.header("x-cart-id");
      if (header && header !== input.cartId) throw new ApiError(404, "not_found", "Cart not found");
      return c.json(await cart.add(input), 201);
    })
    .delete("/clear/:cartId", async (c) => {
      await cart.clear(cartIdFromPath(c));
      return c.json({ success: true });
    })
    .get("/:cartId/summary", async (c) => {
      const method = parseWith(shippingQuery, c.req.query("shipping") ?? "standard");
      const t = await cart.totals(cartIdFromPath(c), method);
      return c.json({
        itemCount: t.itemCount,
        subtotal: fromCents(t.subtotalCents),
        shipping: fromCents(t.shippingCents),
        total: fromCents(t.totalCents),
        shippingMethod: method,
      });
    })
    .get("/:cartId", async (c) => c.json(await cart.lines(cartIdFromPath(c), requestLang(c))))
    .patch("/:itemId", async (c) => {
      const itemId = itemIdFromPath(c);
      const cartId = presentedCartId(c);
      const { quantity } = parseWith(updateCartItemSchema, await jsonBody(c));
      return c.json(await cart.setQuantity(cartId, itemId, quantity));
    })
    .delete("/:itemId", async (c) => {
      const itemId = itemIdFromPath(c);
      await cart.remove(presentedCartId(c), itemId);
      return c.json({ success: true });
    });
}
