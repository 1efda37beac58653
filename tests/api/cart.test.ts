import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductRow } from "../../server/db/schema.ts";
import { makeCategory, makeProduct, newCartId } from "../support/factories.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let plain: ProductRow;
let door: ProductRow;
let baby: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  const cat = await makeCategory(t.db);
  plain = await makeProduct(t.db, { categoryId: cat.id, name: "Wooden Clock", nameDe: "Holzuhr", priceCents: 2490 });
  door = await makeProduct(t.db, { categoryId: cat.id, name: "Personalized Kids Door Sign", priceCents: 3490, customizable: true });
  baby = await makeProduct(t.db, { categoryId: cat.id, name: "Baby Photo Frame", priceCents: 2990, customizable: true });
});
afterAll(() => t.close());

const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

async function add(cartId: string, productId: number, quantity = 1, customizations?: unknown) {
  return json("POST", "/api/cart", { productId, quantity, cartId, customizations }, { "x-cart-id": cartId });
}

describe("POST /api/cart", () => {
  it("adds a line and merges the same product with the same personalisation", async () => {
    const cartId = newCartId();
    expect((await add(cartId, plain.id, 2)).status).toBe(201);
    expect((await add(cartId, plain.id, 3)).status).toBe(201);
    await add(cartId, door.id, 1, { motive: "tractors", personalization: "Ben" });
    await add(cartId, door.id, 1, { personalization: "Ben", motive: "tractors" });
    await add(cartId, door.id, 1, { motive: "flowers", personalization: "Ben" });
    const lines = (await (await json("GET", `/api/cart/${cartId}`, undefined, { "x-cart-id": cartId })).json()) as {
      productId: number;
      quantity: number;
      customizations: object;
      product: { name: string; price: number; slug: string; imageUrl: string };
    }[];
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      [plain.id, 5],
      [door.id, 2],
      [door.id, 1],
    ]);
    expect(lines[0]!.product).toMatchObject({ name: "Wooden Clock", price: 24.9, slug: plain.slug, imageUrl: plain.imageUrl });
  });

  it("shows product names in the visitor's language", async () => {
    const cartId = newCartId();
    await add(cartId, plain.id);
    const [line] = (await (await json("GET", `/api/cart/${cartId}?lang=de`)).json()) as { product: { name: string } }[];
    expect(line!.product.name).toBe("Holzuhr");
  });

  it.each([
    [{ quantity: 0 }, /at least 1/],
    [{ quantity: 100 }, /at most 99/],
    [{ quantity: 1.5 }, /whole number/],
    [{ quantity: "2" }, /whole number/],
    [{ cartId: "short" }, /21/],
    [{ productId: "abc" }, /productId/],
    [{ extra: true }, /Unknown field/],
  ])("refuses %o with a clear 400", async (override, message) => {
    const cartId = newCartId();
    const res = await json("POST", "/api/cart", { productId: plain.id, quantity: 1, cartId, ...override });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it("refuses a merge beyond the upper bound and keeps the line as it was", async () => {
    const cartId = newCartId();
    await add(cartId, plain.id, 60);
    const res = await add(cartId, plain.id, 40);
    expect(res.status).toBe(400);
    const [line] = (await (await json("GET", `/api/cart/${cartId}`)).json()) as { quantity: number }[];
    expect(line!.quantity).toBe(60);
  });

  it("checks personalisations against the product's rule", async () => {
    const cartId = newCartId();
    const missing = await add(cartId, door.id, 1, { motive: "tractors" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: "selection_required",
      message: "Please select a motive and enter a name to continue.",
    });
    expect((await add(cartId, door.id, 1, { motive: "space-rocket", personalization: "Ben" })).status).toBe(400);
    expect((await add(cartId, door.id, 1, { motive: "tractors", personalization: "Maximilian1" })).status).toBe(400);
    expect((await add(cartId, baby.id, 1, { personalization: "x".repeat(29) })).status).toBe(400);
    expect((await add(cartId, plain.id, 1, { engraving: "hi" })).status).toBe(400);
    expect((await add(cartId, baby.id, 1, {})).status).toBe(201);
  });

  it("answers an unknown product with 404 and malformed JSON with 400", async () => {
    expect((await add(newCartId(), 999999)).status).toBe(404);
    const res = await json("POST", "/api/cart", "{nope");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid_json" });
  });
});

describe("cart access", () => {
  it("lets no other cart read, change or remove a line", async () => {
    const mine = newCartId();
    const other = newCartId();
    const created = (await (await add(mine, plain.id, 2)).json()) as { id: number };
    expect((await json("PATCH", `/api/cart/${created.id}`, { quantity: 9 }, { "x-cart-id": other })).status).toBe(404);
    expect((await json("PATCH", `/api/cart/${created.id}`, { quantity: 9 })).status).toBe(404);
    expect((await json("DELETE", `/api/cart/${created.id}`, undefined, { "x-cart-id": other })).status).toBe(404);
    expect((await json("GET", `/api/cart/${mine}`, undefined, { "x-cart-id": other })).status).toBe(404);
    expect((await json("DELETE", `/api/cart/clear/${mine}`, undefined, { "x-cart-id": other })).status).toBe(404);
    const [line] = (await (await json("GET", `/api/cart/${mine}`, undefined, { "x-cart-id": mine })).json()) as { quantity: number }[];
    expect(line!.quantity).toBe(2);
  });

  it("updates, removes and clears for the owning cart", async () => {
    const cartId = newCartId();
    const h = { "x-cart-id": cartId };
    const a = (await (await add(cartId, plain.id)).json()) as { id: number };
    await add(cartId, baby.id);
    const patched = await json("PATCH", `/api/cart/${a.id}`, { quantity: 4 }, h);
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { quantity: number }).quantity).toBe(4);
    expect((await json("PATCH", `/api/cart/${a.id}`, { quantity: 0 }, h)).status).toBe(400);
    expect((await json("DELETE", `/api/cart/${a.id}`, undefined, h)).status).toBe(200);
    expect((await json("DELETE", `/api/cart/${a.id}`, undefined, h)).status).toBe(404);
    expect(((await (await json("GET", `/api/cart/${cartId}`, undefined, h)).json()) as unknown[]).length).toBe(1);
    expect((await json("DELETE", `/api/cart/clear/${cartId}`, undefined, h)).status).toBe(200);
    expect(await (await json("GET", `/api/cart/${cartId}`, undefined, h)).json()).toEqual([]);
  });
});

describe("GET /api/cart/{cartId}/summary", () => {
  it("computes shipping on the server: €2.90 standard, free from €75, €14.95 expedited", async () => {
    const cartId = newCartId();
    await add(cartId, plain.id, 2);
    const summary = async (shipping: string) =>
      (await (await json("GET", `/api/cart/${cartId}/summary?shipping=${shipping}`)).json()) as Record<string, number>;
    expect(await summary("standard")).toMatchObject({ itemCount: 2, subtotal: 49.8, shipping: 2.9, total: 52.7 });
    expect(await summary("expedited")).toMatchObject({ shipping: 14.95, total: 64.75 });
    await add(cartId, plain.id, 2);
    expect(await summary("standard")).toMatchObject({ subtotal: 99.6, shipping: 0, total: 99.6 });
    expect((await json("GET", `/api/cart/${cartId}/summary?shipping=drone`)).status).toBe(400);
  });
});
