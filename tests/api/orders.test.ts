import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema.ts";
import { makeCategory, makeProduct, newCartId } from "../support/factories.ts";
import { readOutbox, recipient } from "../support/outbox.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: number;
let doorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const cat = await makeCategory(t.db);
  productId = (await makeProduct(t.db, { categoryId: cat.id, name: "Wooden Clock", nameDe: "Holzuhr", priceCents: 2490 })).id;
  doorId = (await makeProduct(t.db, { categoryId: cat.id, name: "Personalized Kids Door Sign", priceCents: 3490 })).id;
});
afterAll(() => t.close());

const request = (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(p, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function fillCart(quantity = 2) {
  const cartId = newCartId();
  await request("POST", "/api/cart", { productId, quantity, cartId });
  return cartId;
}

const form = (cartId: string, extra: Record<string, unknown> = {}) => ({
  cartId,
  status: "paid",
  customerName: "Anna Beispiel",
  customerEmail: "anna@example.com",
  customerPhone: "+49 170 5555555",
  shippingAddress: "Hauptstraße 1, 10115 Berlin",
  billingAddress: "Hauptstraße 1, 10115 Berlin",
  totalAmount: "0.01",
  paymentMethod: "card",
  ...extra,
});

const outbox = () => readOutbox(t.services.config.dataDir);

describe("POST /api/orders", () => {
  it("stores a pending order with server-computed totals, line snapshots, and clears the cart", async () => {
    const cartId = await fillCart(2);
    const res = await request("POST", "/api/orders", form(cartId, { notes: "Gift wrap please", shippingMethod: "expedited" }), {
      "x-cart-id": cartId,
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[] };
    expect(order).toMatchObject({
      status: "pending",
      subtotal: 49.8,
      shipping: 14.95,
      totalAmount: 64.75,
      notes: "Gift wrap please",
      shippingMethod: "expedited",
    });
    expect(order.items).toEqual([
      expect.objectContaining({ productId, name: "Wooden Clock", unitPrice: 24.9, quantity: 2, lineTotal: 49.8 }),
    ]);
    expect(typeof order.accessToken).toBe("string");
    expect(await (await request("GET", `/api/cart/${cartId}`)).json()).toEqual([]);
  });

  it("ignores a tampered totalAmount and status", async () => {
    const cartId = await fillCart(1);
    const order = (await (await request("POST", "/api/orders", form(cartId, { totalAmount: "0.01", status: "delivered" }))).json()) as {
      id: number;
      totalAmount: number;
      status: string;
    };
    expect(order).toMatchObject({ totalAmount: 27.8, status: "pending" });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.totalCents).toBe(2780);
  });

  it("refuses an empty cart with the spec's message", async () => {
    const res = await request("POST", "/api/orders", form(newCartId()));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "cart_empty", message: "Your cart is empty. Please add items before checking out." });
  });

  it.each([
    ["customerName", "A", "Name must be at least 2 characters"],
    ["customerEmail", "anna@", "Please enter a valid email address"],
    ["customerPhone", "12345", "Please enter a valid phone number"],
    ["shippingAddress", "Berlin", "Please enter a complete shipping address"],
    ["billingAddress", "short", "Please enter a complete billing address"],
    ["paymentMethod", "cash", "Please select a payment method"],
  ])("validates %s with the spec's message and keeps the cart", async (field, value, message) => {
    const cartId = await fillCart(1);
    const res = await request("POST", "/api/orders", form(cartId, { [field]: value }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
    expect(((await (await request("GET", `/api/cart/${cartId}`)).json()) as unknown[]).length).toBe(1);
  });

  it("answers validation errors in German for a German shopper", async () => {
    const res = await request("POST", "/api/orders", form(newCartId(), { customerName: "A", lang: "de" }));
    expect(((await res.json()) as { fields: Record<string, string> }).fields.customerName).toBe(
      "Der Name muss mindestens 2 Zeichen lang sein",
    );
  });

  it("turns a double submit with one idempotency key into one order", async () => {
    const cartId = await fillCart(1);
    const headers = { "idempotency-key": `checkout-${cartId}` };
    const first = await request("POST", "/api/orders", form(cartId), headers);
    const second = await request("POST", "/api/orders", form(cartId), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id);
    const [{ n }] = (await t.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("turns concurrent submits for one cart into exactly one order", async () => {
    const cartId = await fillCart(1);
    const results = await Promise.all(Array.from({ length: 5 }, () => request("POST", "/api/orders", form(cartId))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const [{ n }] = (await t.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("writes a confirmation to the shopper in the order's language and a notice to the owner", async () => {
    const before = (await outbox()).length;
    const cartId = newCartId();
    await request("POST", "/api/cart", {
      productId: doorId,
      quantity: 1,
      cartId,
      customizations: { motive: "tractors", personalization: "Ben" },
    });
    const order = (await (await request("POST", "/api/orders", form(cartId, { lang: "de" }))).json()) as { id: number };
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(2);
    const shopper = mails.find((m) => recipient(m) === "anna@example.com")!;
    expect(shopper.subject).toBe(`Deine Bestellung #${order.id} bei Holzwerk`);
    expect(shopper.text).toContain("Hallo Anna Beispiel,");
    expect(shopper.text).toContain("Motiv: tractors");
    expect(shopper.text).toContain("Gesamt: 37,80\u00a0€");
    expect(shopper.text).toContain("Versand (Standardversand): 2,90\u00a0€");
    expect(shopper.text).toMatch(new RegExp(`/confirmation/${order.id}\\?token=[\\w-]{20,}`));
    expect(shopper.html).toContain("Wie geht es weiter?");
    const owner = mails.find((m) => recipient(m) === t.services.config.ownerEmail)!;
    expect(owner.subject).toBe(`New order #${order.id} – €37.80`);
    expect(owner.text).toContain("Anna Beispiel");
  });
});

describe("GET /api/orders/{id}", () => {
  it("is readable by the placing cart and by the access token only", async () => {
    const cartId = await fillCart(1);
    const created = (await (await request("POST", "/api/orders", form(cartId))).json()) as { id: number; accessToken: string };
    const get = (headers: Record<string, string> = {}, query = "") =>
      request("GET", `/api/orders/${created.id}${query}`, undefined, headers);
    const own = await get({ "x-cart-id": cartId });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: created.id, customerName: "Anna Beispiel", totalAmount: 27.8 });
    expect((await get({}, `?token=${created.accessToken}`)).status).toBe(200);
    const denied = [
      await get(),
      await get({ "x-cart-id": newCartId() }),
      await get({}, "?token=forged"),
      await request("GET", "/api/orders/99999999"),
    ];
    for (const res of denied) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found", message: "Order not found" });
    }
  });
});
