import { Hono } from "hono";
import { z } from "zod";
import { isLang } from "../../app/i18n/languages.ts";
import { createOrderSchema } from "../domain/checkout/checkout-schema.ts";
import { orderView } from "../domain/orders/order-view.ts";
import { presentedToken } from "../http/admin-session.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { requestLang } from "../http/lang.ts";
import { jsonBody, parseWith } from "../http/validate.ts";
import type { Services } from "../services.ts";

const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "Idempotency-Key must be 8–100 letters, digits, dashes or underscores.")
  .optional();

export function ordersApi({ orders, auth }: Services) {
  return new Hono()
    .post("/", async (c) => {
      const body = await jsonBody(c);
      const sent = typeof body === "object" && body !== null ? (body as { lang?: unknown }).lang : undefined;
      const lang = isLang(sent) ? sent : requestLang(c);
      const input = parseWith(createOrderSchema, typeof body === "object" && body !== null ? { lang, ...body } : body, lang);
      const header = c.req.header("x-cart-id");
      if (header && header !== input.cartId) throw new ApiError(404, "not_found", "Cart not found");
      const placed = await orders.placeAndNotify(input, parseWith(idempotencyKey, c.req.header("idempotency-key")));
      return c.json({ ...orderView(placed.order, placed.items), accessToken: placed.accessToken }, placed.created ? 201 : 200);
    })
    .get("/:id", async (c) => {
      const raw = c.req.param("id");
      const admin = Boolean(await auth.identify(presentedToken(c).token));
      const found = /^\d{1,9}$/.test(raw)
        ? await orders.readable(Number(raw), {
            cartId: c.req.header("x-cart-id"),
            token: c.req.query("token") ?? c.req.header("x-order-token"),
            admin,
          })
        : null;
      // The same 404 whether the order is missing or someone else's: no hint that it exists.
      if (!found) throw notFound("Order not found");
      return c.json(orderView(found.order, found.items));
    });
}
