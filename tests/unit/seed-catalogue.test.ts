import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSvg, renderArtwork } from "../../server/db/seed/artwork.ts";
import { CATEGORIES, GALLERY_CATEGORY_ID, MATERIALS, PRODUCTS } from "../../server/db/seed/catalogue.ts";
import { artSpecOf } from "../../server/db/seed/index.ts";
import { MOTIFS } from "../../server/db/seed/motifs.ts";
import { personalisationRule } from "../../server/domain/catalog/personalisation.ts";
import { DiskImageStore } from "../../server/integrations/storage/disk-image-store.ts";
import { IMAGE_KEY } from "../../server/integrations/storage/image-store.ts";

// The product page decides personalisation from words in the English name (spec §5).
const RULES = {
  babyPhoto: ["baby", "photo"],
  ikea: ["personalized", "ikea"],
  kidsDoor: ["personalized", "kids", "door"],
} as const;
const rulesOf = (name: string) =>
  Object.entries(RULES)
    .filter(([, words]) => words.every((w) => name.toLowerCase().includes(w)))
    .map(([rule]) => rule);

describe("demo catalogue data", () => {
  it("has the four categories with fixed ids, the gallery as id 1", () => {
    expect(CATEGORIES.map((c) => [c.id, c.slug])).toEqual([
      [1, "wooden-gallery"],
      [2, "baby-kids"],
      [3, "wall-art"],
      [4, "corporate"],
    ]);
    for (const c of CATEGORIES) {
      expect(c.name[0]).not.toBe(c.name[1]);
      expect(c.description.every((d) => d.length > 20)).toBe(true);
    }
  });

  it("gives every product a unique, well-formed slug and an existing category", () => {
    const slugs = PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const ids = new Set(CATEGORIES.map((c) => c.id));
    for (const p of PRODUCTS) expect(ids.has(p.categoryId)).toBe(true);
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(20);
  });

  it("uses only the four material choices", () => {
    for (const p of PRODUCTS) {
      expect(p.materials.length).toBeGreaterThan(0);
      for (const m of p.materials) expect(MATERIALS).toContain(m);
    }
  });

  it("has a product for each personalisation rule and none that matches two", () => {
    for (const p of PRODUCTS) expect(rulesOf(p.name[0]).length, p.name[0]).toBeLessThanOrEqual(1);
    for (const rule of Object.keys(RULES)) {
      const hits = PRODUCTS.filter((p) => rulesOf(p.name[0]).includes(rule));
      expect(hits.length, rule).toBeGreaterThanOrEqual(1);
      for (const p of hits) expect(p.customizable, p.slug).toBe(true);
    }
    const ikea = PRODUCTS.find((p) => rulesOf(p.name[0]).includes("ikea"));
    expect(personalisationRule(ikea?.name[0] ?? "")).toMatchObject({ nameKey: "ikeaPersonalization" });
  });

  it("keeps gallery pieces in category 1 and only there, some of them featured", () => {
    const gallery = PRODUCTS.filter((p) => p.showInGallery);
    expect(gallery.length).toBeGreaterThanOrEqual(4);
    for (const p of PRODUCTS) expect(p.categoryId === GALLERY_CATEGORY_ID, p.slug).toBe(p.showInGallery === true);
    expect(gallery.filter((p) => p.featured).length).toBeGreaterThanOrEqual(2);
    const featuredCategories = new Set(PRODUCTS.filter((p) => p.featured).map((p) => p.categoryId));
    expect(featuredCategories.size).toBeGreaterThanOrEqual(3);
  });

  it("has English and German texts and at least two image keys per product", () => {
    for (const p of PRODUCTS) {
      for (const text of [...p.name, ...p.description, ...p.details]) expect(text.trim().length, p.slug).toBeGreaterThan(3);
      expect(p.name[1], p.slug).not.toBe(p.name[0]);
      expect(p.description[1], p.slug).not.toBe(p.description[0]);
      expect(p.imageKeys.length).toBeGreaterThanOrEqual(2);
      for (const key of p.imageKeys) {
        expect(key).toMatch(IMAGE_KEY);
        expect(key.startsWith(`demo-${p.slug}-`)).toBe(true);
      }
      expect(MOTIFS).toHaveProperty(p.art.motif);
    }
    const keys = PRODUCTS.flatMap((p) => p.imageKeys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("stores prices as non-negative integer cents and sane sizes and ratings", () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.priceCents), p.slug).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(0);
      expect(p.priceCents).toBeGreaterThanOrEqual(1290);
      expect(p.priceCents).toBeLessThanOrEqual(24900);
      for (const cm of p.size) expect(cm).toBeGreaterThan(0);
      expect(p.rating).toBeGreaterThanOrEqual(4.2);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.reviewCount)).toBe(true);
    }
  });
});

describe("demo artwork", () => {
  const product = PRODUCTS.find((p) => p.art.motif === "tractorSign") ?? PRODUCTS[0]!;

  it("is deterministic per key and differs between a product's views", async () => {
    const [key1, key2] = product.imageKeys as [string, string];
    const art = artSpecOf(product);
    const first = await artworkSvg(art, key1);
    expect(await artworkSvg(art, key1)).toBe(first);
    expect(await artworkSvg(art, key2)).not.toBe(first);
    expect(first).not.toContain("<text");
  });

  it("renders through storeImageVariants into WebP variants", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "seed-art-"));
    try {
      const store = new DiskImageStore(dir);
      const key = product.imageKeys[0]!;
      const url = await renderArtwork(store, key, artSpecOf(product));
      expect(url).toBe(`/images/${key}/960.webp`);
      expect(await store.has(key)).toBe(true);
      const small = await store.get(key, 320);
      expect(small).not.toBeNull();
      const meta = await sharp(small!).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(320);
      expect(meta.height).toBe(320);
      expect((await sharp((await store.get(key, 1280))!).metadata()).width).toBe(1280);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
