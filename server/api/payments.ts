import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody, parseWith } from "../http/validate.ts";
import { WebhookVerificationError } from "../integrations/payments/provider.ts";
import type { Services } from "../services.ts";

const orderRef = z.object({ orderId: z.number({ error: "orderId must be the order's number." }).int().positive() });
const confirmSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  reference: z.string().min(1).max(200),
  outcome: z.enum(["succeed", "decline"]).optional(),
});

/** Who is asking: the cart that placed the order, or the holder of its e-mailed token. */
const access = (c: Context) => ({ cartId: c.req.header("x-cart-id"), token: c.req.header("x-order-token") });

/** Spec §7 payment calls, our confirmation call, and the providers' signed webhooks. */
export function paymentsApi({ payments }: Services) {
  const api = new Hono();
  api.get("/payments/config", (c) => c.json(payments.clientConfig()));

  // Spec payload: { amount, items }; the amount always comes from the stored order instead.
  api.post("/create-payment-intent", async (c) => {
    const { orderId } = parseWith(orderRef, await jsonBody(c));
    const started = await payments.start(orderId, access(c), "card");
    return c.json({ clientSecret: started.clientSecret, provider: started.provider, reference: started.reference });
  });

  api.post("/payments/confirm", async (c) => {
    const input = parseWith(confirmSchema, await jsonBody(c));
    return c.json(await payments.confirm(access(c), input.provider, input.reference, { outcome: input.outcome }));
  });

  api.get("/paypal/setup", async (c) => c.json(await payments.walletSetup()));

  // Spec payload: { amount, currency: EUR, intent: CAPTURE }; our order number decides the amount.
  api.post("/paypal/order", async (c) => {
    const { orderId } = parseWith(orderRef, await jsonBody(c));
    const started = await payments.start(orderId, access(c), "wallet");
    return c.json({ id: started.reference, provider: started.provider });
  });

  api.post("/paypal/order/:id/capture", async (c) => {
    const provider = payments.clientConfig().wallet;
    if (!provider) throw new ApiError(400, "method_unavailable", "This payment method is not available.");
    return c.json(await payments.confirm(access(c), provider, c.req.param("id")));
  });

  for (const provider of ["stripe", "paypal"] as const) {
    api.post(`/webhooks/${provider}`, async (c) => {
      try {
        return c.json(await payments.webhook(provider, await c.req.text(), c.req.raw.headers));
      } catch (err) {
        if (err instanceof WebhookVerificationError || err instanceof SyntaxError) {
          throw new ApiError(400, "invalid_signature", `Webhook refused: ${err.message}`);
        }
        throw err;
      }
    });
  }
  return api;
}
