import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminHeaders } from "../support/admin.ts";
import { jsonRequest, placeOrder } from "../support/checkout-helpers.ts";
import { makeCategory } from "../support/factories.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = await adminHeaders(t.app, t.services);
  categoryId = (await makeCategory(t.db, "wall-art")).id;
});
afterAll(() => t.close());

const request = (method: string, path: string, body?: unknown) => jsonRequest(t.app, method, path, body, auth);
const create = (fields: Record<string, unknown>) =>
  request("POST", "/api/products", { name: "Oak Clock", price: 49.9, categoryId, ...fields });

describe("product writes", () => {
  it("creates a product with a slug derived from the name, visible to shoppers at once", async () => {
    const res = await create({
      name: "Layered Oak Clock!",
      price: "59.90",
      materials: ["Plywood 4mm"],
      width: 30.04,
      nameDe: "Geschichtete Eichenuhr",
    });
    expect(res.status).toBe(201);
    const product = (await res.json()) as { id: number; slug: string; price: number; width: number };
    expect(product).toMatchObject({ slug: "layered-oak-clock", price: 59.9, width: 30 });
    const shop = (await (await t.app.request("/api/products/layered-oak-clock?lang=de")).json()) as { name: string; price: number };
    expect(shop).toMatchObject({ name: "Geschichtete Eichenuhr", price: 59.9 });
  });

  it("ignores id, rating, reviewCount and unknown fields", async () => {
    const res = await create({ name: "Mass Assignment", id: 999, rating: 5, reviewCount: 1000, isAdmin: true, priceCents: 1 });
    const product = (await res.json()) as Record<string, unknown>;
    expect(product.id).not.toBe(999);
    expect(product).toMatchObject({ rating: 0, reviewCount: 0, price: 49.9 });
    expect(product).not.toHaveProperty("isAdmin");
  });

  it.each([
    [{ name: "" }, "Please fill in all required fields."],
    [{ price: -1 }, "The price cannot be negative."],
    [{ price: "abc" }, "The price must be a number."],
    [{ categoryId: 9999 }, "Please choose a category."],
    [{ materials: ["Gold"] }, "Materials must be among"],
    [{ imageUrl: "javascript:alert(1)" }, "Images must be uploaded photos or https addresses."],
    [{ slug: "Bad Slug" }, "The slug may contain only lower-case letters"],
  ])("validates %o with a clear message", async (fields, message) => {
    const res = await create(fields);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it("answers a duplicate slug with 409, also on update, but lets a product keep its own", async () => {
    const a = (await (await create({ name: "Twin A" })).json()) as { id: number };
    expect((await create({ name: "Twin A" })).status).toBe(409);
    const b = (await (await create({ name: "Twin B" })).json()) as { id: number };
    expect((await request("PATCH", `/api/products/${b.id}`, { slug: "twin-a" })).status).toBe(409);
    const same = await request("PATCH", `/api/products/${a.id}`, { slug: "twin-a", price: 12.5 });
    expect(same.status).toBe(200);
    expect(((await same.json()) as { price: number }).price).toBe(12.5);
    expect((await request("PATCH", "/api/products/999999", { price: 1 })).status).toBe(404);
  });

  it("deletes a product without touching past orders", async () => {
    const product = (await (await create({ name: "Soon Gone", price: 20 })).json()) as { id: number };
    const order = await placeOrder(t.app, product.id, 2);
    expect((await request("DELETE", `/api/products/${product.id}`)).status).toBe(200);
    expect((await t.app.request(`/api/products/${product.id}`)).status).toBe(404);
    const kept = (await (await t.app.request(`/api/orders/${order.id}`, { headers: order.headers })).json()) as {
      items: { name: string; productId: number | null }[];
      totalAmount: number;
    };
    expect(kept.items[0]).toMatchObject({ name: "Soon Gone", productId: null });
    expect(kept.totalAmount).toBe(42.9);
    expect((await request("DELETE", `/api/products/${product.id}`)).status).toBe(404);
  });
});

describe("POST /api/admin/images", () => {
  const upload = (data: Buffer | string, name: string) => {
    const form = new FormData();
    form.append("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)]), name);
    return t.app.request("/api/admin/images", { method: "POST", body: form, headers: auth });
  };

  it("re-encodes a photo into WebP variants and drops its GPS position", async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a8773f" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 0/1 0/1" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, "photo.jpg");
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/images\/photo-[a-f0-9]{16}\/960\.webp$/);
    const stored = await t.app.request(url.replace("960", "320"));
    expect(stored.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320 });
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ["a text file named .jpg", "just some text", "notes.jpg", 400, "Please select an image file."],
    [
      "an SVG with a script",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "logo.svg",
      400,
      "Please select an image file.",
    ],
    ["HTML", "<!doctype html><script>alert(1)</script>", "page.png", 400, "Please select an image file."],
    [
      "a JPEG header with garbage after it",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<script>alert(1)</script>")]),
      "poly.jpg",
      400,
      "Please select an image file.",
    ],
  ])("refuses %s", async (_what, data, name, status, message) => {
    const res = await upload(data, name);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it("refuses an image over 5 MB with the spec's text", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(big, "huge.jpg");
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Image size must be less than 5MB.");
  });
});
