import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema.ts";
import { seedDemoCatalogue } from "../../server/db/seed/index.ts";
import { createTestApp } from "../support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
});
afterAll(() => t.close());

const get = (path: string, init?: RequestInit) => t.app.request(path, init);

describe("GET /api/products", () => {
  it("lists every product with the spec's field names and numeric prices", async () => {
    const res = await get("/api/products");
    expect(res.status).toBe(200);
    const products = (await res.json()) as Record<string, unknown>[];
    expect(products.length).toBeGreaterThanOrEqual(20);
    const p = products[0]!;
    for (const field of [
      "id",
      "categoryId",
      "name",
      "slug",
      "description",
      "price",
      "imageUrl",
      "imageUrls",
      "customizable",
      "materials",
      "showInGallery",
      "featured",
      "inStock",
      "rating",
      "reviewCount",
    ]) {
      expect(p).toHaveProperty(field);
    }
    expect(typeof p.price).toBe("number");
    expect(p).not.toHaveProperty("priceCents");
  });

  it("answers in German with ?lang=de or the lang cookie, English otherwise", async () => {
    const en = (await (await get("/api/products/1")).json()) as { name: string };
    const de = (await (await get("/api/products/1?lang=de")).json()) as { name: string };
    const cookie = (await (await get("/api/products/1", { headers: { cookie: "lang=de" } })).json()) as { name: string };
    expect(de.name).not.toBe(en.name);
    expect(cookie.name).toBe(de.name);
  });
});

describe("GET /api/products/{slug or id}", () => {
  it("finds a product by slug and by id", async () => {
    const list = (await (await get("/api/products")).json()) as { id: number; slug: string }[];
    const target = list[3]!;
    const bySlug = (await (await get(`/api/products/${target.slug}`)).json()) as { id: number };
    const byId = (await (await get(`/api/products/${target.id}`)).json()) as { slug: string };
    expect(bySlug.id).toBe(target.id);
    expect(byId.slug).toBe(target.slug);
  });

  it.each(["no-such-product", "999999", "99999999999999999999", "%27%20or%201%3D1--", "%00", "-1", "1.5"])(
    "answers %s with a JSON 404",
    async (key) => {
      const res = await get(`/api/products/${key}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found", message: "Product not found" });
    },
  );
});

describe("catalogue cache", () => {
  it("serves reads from memory until a write invalidates it", async () => {
    const count = async () => ((await (await get("/api/products")).json()) as unknown[]).length;
    const before = await count();
    await t.db.insert(products).values({ categoryId: 2, name: "Fresh Sign", slug: "fresh-sign", priceCents: 1500 });
    expect(await count()).toBe(before);
    t.services.catalog.invalidate();
    expect(await count()).toBe(before + 1);
    expect((await get("/api/products/fresh-sign")).status).toBe(200);
  });
});

describe("GET /api/categories", () => {
  it("lists the four categories with the gallery as id 1", async () => {
    const categories = (await (await get("/api/categories")).json()) as { id: number; slug: string; name: string }[];
    expect(categories.map((c) => c.slug)).toEqual(["wooden-gallery", "baby-kids", "wall-art", "corporate"]);
    expect(categories[0]!.id).toBe(1);
  });
});

describe("response headers", () => {
  it("carry the safe defaults on API replies", async () => {
    const res = await get("/api/products");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, never HTML", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});
