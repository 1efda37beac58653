import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminHeaders } from "../support/admin.ts";
import { jsonRequest, placeOrder } from "../support/checkout-helpers.ts";
import { makeCategory, makeProduct } from "../support/factories.ts";
import { readOutbox } from "../support/outbox.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = await adminHeaders(t.app, t.services);
  productId = (await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id, priceCents: 2490 })).id;
});
afterAll(() => t.close());

const admin = (method: string, path: string, body?: unknown) => jsonRequest(t.app, method, path, body, auth);

/** A paid order, paid through the demo provider like a shopper would. */
async function paidOrder(extra: Record<string, unknown> = {}) {
  const order = await placeOrder(t.app, productId, 1, extra);
  const { reference } = (await (
    await jsonRequest(t.app, "POST", "/api/create-payment-intent", { orderId: order.id }, order.headers)
  ).json()) as { reference: string };
  await jsonRequest(t.app, "POST", "/api/payments/confirm", { provider: "demo", reference, outcome: "succeed" }, order.headers);
  return order;
}

describe("order lifecycle", () => {
  it("goes paid → in production → shipped (with tracking) → delivered, and tells the shopper in German", async () => {
    const order = await paidOrder({ lang: "de", customerEmail: "kundin@example.com" });
    const set = (status: string, trackingNumber?: string) =>
      admin("POST", `/api/admin/orders/${order.id}/status`, { status, trackingNumber });
    expect((await set("delivered")).status).toBe(409);
    expect(((await (await set("in_production")).json()) as { status: string }).status).toBe("in_production");
    const missing = await set("shipped");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe("Please enter the tracking number.");
    const shipped = (await (await set("shipped", "DHL 00340434161234567890")).json()) as { status: string; trackingNumber: string };
    expect(shipped).toMatchObject({ status: "shipped", trackingNumber: "DHL 00340434161234567890" });
    const mail = (await readOutbox(t.services.config.dataDir)).find((m) => m.subject === `Deine Bestellung #${order.id} ist unterwegs`);
    expect(mail?.text).toContain("Sendungsnummer: DHL 00340434161234567890");
    expect(((await (await set("delivered")).json()) as { status: string }).status).toBe("delivered");
  });

  it("refuses shipping an unpaid order and allows cancelling it", async () => {
    const order = await placeOrder(t.app, productId);
    expect((await admin("POST", `/api/admin/orders/${order.id}/status`, { status: "shipped", trackingNumber: "XYZ123" })).status).toBe(409);
    expect((await admin("POST", `/api/admin/orders/${order.id}/status`, { status: "paid" })).status).toBe(400);
    expect(
      ((await (await admin("POST", `/api/admin/orders/${order.id}/status`, { status: "cancelled" })).json()) as { status: string }).status,
    ).toBe("cancelled");
    expect((await admin("POST", `/api/admin/orders/${order.id}/refund`)).status).toBe(409);
  });

  it("refunds a paid order through its provider", async () => {
    const order = await paidOrder();
    const refunded = (await (await admin("POST", `/api/admin/orders/${order.id}/refund`)).json()) as {
      status: string;
      payments: { status: string }[];
    };
    expect(refunded.status).toBe("refunded");
    expect(refunded.payments[0]!.status).toBe("refunded");
    expect((await admin("POST", `/api/admin/orders/${order.id}/refund`)).status).toBe(409);
  });
});

describe("order list and detail", () => {
  it("lists newest first, filters by status and searches name or e-mail", async () => {
    const a = await placeOrder(t.app, productId, 1, { customerName: "Zoe Searchable", customerEmail: "zoe@example.com" });
    const b = await paidOrder({ customerName: "Maker 100% Wood" });
    const list = (await (await admin("GET", "/api/admin/orders")).json()) as { id: number }[];
    expect(list[0]!.id).toBe(b.id);
    const byName = (await (await admin("GET", "/api/admin/orders?q=searchable")).json()) as { id: number }[];
    expect(byName.map((o) => o.id)).toEqual([a.id]);
    const byEmail = (await (await admin("GET", "/api/admin/orders?q=100%25")).json()) as { id: number }[];
    expect(byEmail.map((o) => o.id)).toEqual([b.id]);
    const paid = (await (await admin("GET", "/api/admin/orders?status=paid")).json()) as { status: string }[];
    expect(paid.every((o) => o.status === "paid")).toBe(true);
    expect((await admin("GET", "/api/admin/orders?status=lost")).status).toBe(400);
  });

  it("lets the admin read any order, and nobody else", async () => {
    const order = await placeOrder(t.app, productId);
    expect((await admin("GET", `/api/orders/${order.id}`)).status).toBe(200);
    expect((await jsonRequest(t.app, "GET", `/api/orders/${order.id}`, undefined, { authorization: "Bearer forged" })).status).toBe(404);
    expect((await jsonRequest(t.app, "GET", "/api/admin/orders")).status).toBe(401);
  });
});
