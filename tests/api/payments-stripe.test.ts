import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema.ts";
import { DemoPaymentProvider } from "../../server/integrations/payments/demo.ts";
import { StripePaymentProvider } from "../../server/integrations/payments/stripe.ts";
import { jsonRequest, placeOrder } from "../support/checkout-helpers.ts";
import { makeCategory, makeProduct } from "../support/factories.ts";
import { readOutbox } from "../support/outbox.ts";
import { startStripeStub } from "../support/stripe-stub.ts";
import { createTestApp } from "../support/test-app.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
let stub: Awaited<ReturnType<typeof startStripeStub>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: number;
const signer = new Stripe("sk_test_stub");

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp(
    {},
    {
      paymentProviders: {
        card: new StripePaymentProvider({
          secretKey: "sk_test_stub",
          webhookSecret: WEBHOOK_SECRET,
          host: "127.0.0.1",
          port: stub.port,
          protocol: "http",
        }),
        wallet: new DemoPaymentProvider(),
      },
    },
  );
  const cat = await makeCategory(t.db);
  productId = (await makeProduct(t.db, { categoryId: cat.id, priceCents: 2490 })).id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(t.app, method, path, body, headers);
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

async function startIntent(order: Awaited<ReturnType<typeof placeOrder>>) {
  const res = await request("POST", "/api/create-payment-intent", { orderId: order.id, amount: 0.01, items: [] }, order.headers);
  expect(res.status).toBe(200);
  return (await res.json()) as { clientSecret: string; reference: string; provider: string };
}

function webhook(event: object, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return t.app.request("/api/webhooks/stripe", {
    method: "POST",
    body: options.body ?? payload,
    headers: { "stripe-signature": header, "content-type": "application/json" },
  });
}

const intentEvent = (id: string, type: string, intent: object) => ({ id, object: "event", type, data: { object: intent } });
const paymentMails = async () => (await readOutbox(t.services.config.dataDir)).filter((m) => m.subject?.startsWith("Payment received"));

describe("POST /api/create-payment-intent", () => {
  it("charges the stored order total, whatever amount the client sends, once per order", async () => {
    const order = await placeOrder(t.app, productId, 2);
    const first = await startIntent(order);
    expect(first.provider).toBe("stripe");
    expect(first.clientSecret).toMatch(/^pi_\w+_secret_/);
    const created = stub.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(created.body.get("amount")).toBe("5270");
    expect(created.body.get("currency")).toBe("eur");
    expect(created.body.get("metadata[orderId]")).toBe(String(order.id));
    expect((await startIntent(order)).reference).toBe(first.reference);
  });

  it("refuses another cart's order and unknown orders with 404", async () => {
    const order = await placeOrder(t.app, productId);
    expect((await request("POST", "/api/create-payment-intent", { orderId: order.id }, { "x-cart-id": "A".repeat(21) })).status).toBe(404);
    expect((await request("POST", "/api/create-payment-intent", { orderId: order.id })).status).toBe(404);
    expect((await request("POST", "/api/create-payment-intent", { orderId: 9999999 }, order.headers)).status).toBe(404);
    expect((await request("POST", "/api/create-payment-intent", { amount: 10 }, order.headers)).status).toBe(400);
  });
});

describe("Stripe webhooks", () => {
  it("marks the order paid once for a signed success, and ignores the replay", async () => {
    const order = await placeOrder(t.app, productId);
    const { reference } = await startIntent(order);
    const intent = stub.settleIntent(reference, "succeeded");
    const before = (await paymentMails()).length;
    const event = intentEvent("evt_success_1", "payment_intent.succeeded", intent);
    expect((await webhook(event)).status).toBe(200);
    expect(await statusOf(order.id)).toBe("paid");
    const replay = await webhook(event);
    expect(await replay.json()).toEqual({ handled: true, changed: false });
    expect((await paymentMails()).length).toBe(before + 1);
  });

  it.each([
    ["a tampered body", { body: JSON.stringify({ id: "evt_x", type: "payment_intent.succeeded", data: { object: { amount: 1 } } }) }],
    ["the wrong secret", { secret: "whsec_wrong" }],
    ["a stale timestamp", { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("refuses %s with 400 and changes nothing", async (_name, options) => {
    const order = await placeOrder(t.app, productId);
    const { reference } = await startIntent(order);
    const res = await webhook(
      intentEvent(`evt_${reference}`, "payment_intent.succeeded", stub.settleIntent(reference, "succeeded")),
      options,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_signature");
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("sends a success for the wrong amount to review instead of paid", async () => {
    const order = await placeOrder(t.app, productId);
    const { reference } = await startIntent(order);
    const intent = { ...stub.settleIntent(reference, "succeeded"), amount_received: 100 };
    await webhook(intentEvent("evt_short_amount", "payment_intent.succeeded", intent));
    expect(await statusOf(order.id)).toBe("needs_review");
  });

  it("records a failure and keeps the order payable", async () => {
    const order = await placeOrder(t.app, productId);
    const { reference } = await startIntent(order);
    await webhook(intentEvent("evt_failed", "payment_intent.payment_failed", stub.settleIntent(reference, "failed")));
    expect(await statusOf(order.id)).toBe("payment_failed");
    expect((await request("POST", "/api/create-payment-intent", { orderId: order.id }, order.headers)).status).toBe(200);
  });
});

describe("browser confirmation and webhook together", () => {
  it("make exactly one transition and one e-mail, in whatever order they arrive", async () => {
    const order = await placeOrder(t.app, productId);
    const { reference } = await startIntent(order);
    const intent = stub.settleIntent(reference, "succeeded");
    const before = (await paymentMails()).length;
    const results = await Promise.all([
      request("POST", "/api/payments/confirm", { provider: "stripe", reference }, order.headers),
      webhook(intentEvent("evt_race", "payment_intent.succeeded", intent)),
      request("POST", "/api/payments/confirm", { provider: "stripe", reference }, order.headers),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await statusOf(order.id)).toBe("paid");
    expect((await paymentMails()).length).toBe(before + 1);
  });

  it("lets nobody else confirm an order's payment", async () => {
    const order = await placeOrder(t.app, productId);
    const { reference } = await startIntent(order);
    stub.settleIntent(reference, "succeeded");
    const res = await request("POST", "/api/payments/confirm", { provider: "stripe", reference }, { "x-cart-id": "B".repeat(21) });
    expect(res.status).toBe(404);
    expect(await statusOf(order.id)).toBe("pending");
  });
});
