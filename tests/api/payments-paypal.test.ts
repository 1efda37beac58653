import { eq } from "drizzle-orm";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema.ts";
import { DemoPaymentProvider } from "../../server/integrations/payments/demo.ts";
import { PayPalPaymentProvider } from "../../server/integrations/payments/paypal.ts";
import { jsonRequest, placeOrder } from "../support/checkout-helpers.ts";
import { makeCategory, makeProduct } from "../support/factories.ts";
import { createTestApp } from "../support/test-app.ts";

const SANDBOX = "https://api-m.sandbox.paypal.com";
let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: number;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  t = await createTestApp(
    {},
    {
      paymentProviders: {
        card: new DemoPaymentProvider(),
        wallet: new PayPalPaymentProvider({
          clientId: "client-id-123",
          clientSecret: "client-secret-456",
          environment: "sandbox",
          webhookId: "WH-123",
        }),
      },
    },
  );
  productId = (await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id, priceCents: 2490 })).id;
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});

const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(t.app, method, path, body, headers);
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const token = () =>
  nock(SANDBOX).post("/v1/oauth2/token").reply(200, { access_token: "A21-token", token_type: "Bearer", expires_in: 32400 });

function captureReply(orderId: number, value: string, status = "COMPLETED") {
  return {
    id: `PP-${orderId}`,
    status: "COMPLETED",
    purchase_units: [
      {
        reference_id: String(orderId),
        custom_id: String(orderId),
        payments: { captures: [{ id: `CAP-${orderId}`, status, amount: { currency_code: "EUR", value } }] },
      },
    ],
  };
}

async function createPayPalOrder(order: Awaited<ReturnType<typeof placeOrder>>) {
  token();
  const create = nock(SANDBOX)
    .post(
      "/v2/checkout/orders",
      (body) =>
        body.intent === "CAPTURE" &&
        body.purchase_units[0].amount.value === "27.80" &&
        body.purchase_units[0].amount.currency_code === "EUR",
    )
    .matchHeader("paypal-request-id", `order-${order.id}-2780`)
    .reply(201, { id: `PP-${order.id}`, status: "CREATED" });
  const res = await request(
    "POST",
    "/api/paypal/order",
    { orderId: order.id, amount: "0.01", currency: "EUR", intent: "CAPTURE" },
    order.headers,
  );
  expect(res.status).toBe(200);
  expect(create.isDone()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

describe("GET /api/paypal/setup", () => {
  it("hands out PayPal's client token", async () => {
    token();
    nock(SANDBOX)
      .post("/v1/identity/generate-token")
      .matchHeader("authorization", "Bearer A21-token")
      .reply(200, { client_token: "eyJ-client-token", expires_in: 3600 });
    expect(await (await request("GET", "/api/paypal/setup")).json()).toEqual({ clientToken: "eyJ-client-token" });
  });
});

describe("PayPal orders", () => {
  it("creates the PayPal order for the stored total in EUR with CAPTURE, and captures it into a paid order", async () => {
    const order = await placeOrder(t.app, productId, 1, { paymentMethod: "paypal" });
    const paypalId = await createPayPalOrder(order);
    expect(paypalId).toBe(`PP-${order.id}`);
    nock(SANDBOX).post(`/v2/checkout/orders/${paypalId}/capture`).reply(201, captureReply(order.id, "27.80"));
    const res = await request("POST", `/api/paypal/order/${paypalId}/capture`, undefined, order.headers);
    expect(await res.json()).toMatchObject({ orderId: order.id, status: "paid", paid: true });
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("keeps a declined capture payable and says why", async () => {
    const order = await placeOrder(t.app, productId, 1, { paymentMethod: "paypal" });
    const paypalId = await createPayPalOrder(order);
    nock(SANDBOX)
      .post(`/v2/checkout/orders/${paypalId}/capture`)
      .reply(422, {
        name: "UNPROCESSABLE_ENTITY",
        details: [{ issue: "INSTRUMENT_DECLINED", description: "The instrument presented was either declined by the processor or bank." }],
      });
    const res = await request("POST", `/api/paypal/order/${paypalId}/capture`, undefined, order.headers);
    expect(await res.json()).toMatchObject({
      status: "payment_failed",
      paid: false,
      failureMessage: "The instrument presented was either declined by the processor or bank.",
    });
    expect(await statusOf(order.id)).toBe("payment_failed");
  });

  it("lets no other cart capture an order's PayPal payment", async () => {
    const order = await placeOrder(t.app, productId, 1, { paymentMethod: "paypal" });
    const paypalId = await createPayPalOrder(order);
    const res = await request("POST", `/api/paypal/order/${paypalId}/capture`, undefined, { "x-cart-id": "C".repeat(21) });
    expect(res.status).toBe(404);
  });
});

describe("PayPal webhooks", () => {
  const event = (orderId: number, value: string) => ({
    id: `WH-EVT-${orderId}-${value}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource: {
      id: `CAP-${orderId}`,
      custom_id: String(orderId),
      amount: { currency_code: "EUR", value },
      supplementary_data: { related_ids: { order_id: `PP-${orderId}` } },
    },
  });
  const send = (body: object) =>
    t.app.request("/api/webhooks/paypal", {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": "tid",
        "paypal-transmission-sig": "sig",
        "paypal-transmission-time": new Date().toISOString(),
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": `${SANDBOX}/cert.pem`,
      },
    });

  it("acts on a verified capture once", async () => {
    const order = await placeOrder(t.app, productId, 1, { paymentMethod: "paypal" });
    await createPayPalOrder(order);
    token();
    const verify = nock(SANDBOX)
      .post("/v1/notifications/verify-webhook-signature", (b) => b.webhook_id === "WH-123" && b.transmission_sig === "sig")
      .reply(200, { verification_status: "SUCCESS" });
    expect((await send(event(order.id, "27.80"))).status).toBe(200);
    expect(verify.isDone()).toBe(true);
    expect(await statusOf(order.id)).toBe("paid");
    token();
    nock(SANDBOX).post("/v1/notifications/verify-webhook-signature").reply(200, { verification_status: "SUCCESS" });
    expect(await (await send(event(order.id, "27.80"))).json()).toEqual({ handled: true, changed: false });
  });

  it("refuses an event PayPal does not verify", async () => {
    const order = await placeOrder(t.app, productId, 1, { paymentMethod: "paypal" });
    await createPayPalOrder(order);
    token();
    nock(SANDBOX).post("/v1/notifications/verify-webhook-signature").reply(200, { verification_status: "FAILURE" });
    expect((await send(event(order.id, "27.80"))).status).toBe(400);
    expect(await statusOf(order.id)).toBe("pending");
  });
});
