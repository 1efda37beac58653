import { describe, expect, it } from "vitest";
import { productsInCategory } from "../../server/domain/catalog/listing.ts";
import { checkCustomizations, personalisationRule } from "../../server/domain/catalog/personalisation.ts";
import { slugify } from "../../server/domain/catalog/slug.ts";
import { sortProducts } from "../../server/domain/catalog/sort.ts";

const items = [
  { id: 1, price: 30, featured: false },
  { id: 2, price: 10, featured: true },
  { id: 3, price: 20, featured: false },
  { id: 4, price: 10, featured: true },
];
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

describe("sortProducts", () => {
  it("puts featured items first, keeping id order within each group", () => {
    expect(ids(sortProducts(items, "featured"))).toEqual([2, 4, 1, 3]);
  });
  it("shows the highest id first for newest", () => {
    expect(ids(sortProducts(items, "newest"))).toEqual([4, 3, 2, 1]);
  });
  it("sorts by price both ways with stable ties", () => {
    expect(ids(sortProducts(items, "price-low"))).toEqual([2, 4, 3, 1]);
    expect(ids(sortProducts(items, "price-high"))).toEqual([1, 3, 2, 4]);
  });
  it("does not reorder its input", () => {
    const copy = [...items];
    sortProducts(items, "newest");
    expect(items).toEqual(copy);
  });
});

describe("productsInCategory", () => {
  const categories = [
    { id: 1, slug: "wooden-gallery" },
    { id: 2, slug: "baby-kids" },
  ];
  const products = [{ categoryId: 1 }, { categoryId: 2 }, { categoryId: 3 }];
  it("shows a known category's products", () => {
    expect(productsInCategory(products, categories, "baby-kids").products).toEqual([{ categoryId: 2 }]);
    expect(productsInCategory(products, categories, "wooden-gallery").products).toEqual([{ categoryId: 1 }]);
  });
  it("hides the gallery category when no or an unknown category is chosen", () => {
    expect(productsInCategory(products, categories, null).products).toEqual([{ categoryId: 2 }, { categoryId: 3 }]);
    expect(productsInCategory(products, categories, "nope").category).toBeNull();
  });
});

describe("slugify", () => {
  it.each([
    ["Personalized Kids Door Sign", "personalized-kids-door-sign"],
    ["  Wall Art -- Mountains!  ", "wall-art-mountains"],
    ["Ünïcode & Ärger", "n-code-rger"],
    ["---", ""],
  ])("%s → %s", (name, slug) => expect(slugify(name)).toBe(slug));
});

describe("personalisationRule", () => {
  it("recognises the three rules of spec §5 by name, case-insensitively", () => {
    expect(personalisationRule("Baby Photo Frame")).toMatchObject({ kind: "baby-photo", maxName: 28 });
    expect(personalisationRule("PERSONALIZED IKEA shelf insert")).toMatchObject({
      kind: "motive-name",
      nameKey: "ikeaPersonalization",
      motives: ["flowers", "space-rocket"],
    });
    expect(personalisationRule("Personalized Kids Door Sign")).toMatchObject({
      kind: "motive-name",
      nameKey: "personalization",
      motives: ["flowers", "tractors"],
    });
    expect(personalisationRule("Kids Door Sign")).toBeNull();
    expect(personalisationRule("Wooden World Map")).toBeNull();
  });
});

describe("checkCustomizations", () => {
  const door = personalisationRule("Personalized Kids Door Sign");
  const baby = personalisationRule("Baby Photo Frame");
  it("requires both motive and name for the motive rules", () => {
    expect(checkCustomizations(door, { motive: "tractors" })).toMatchObject({ ok: false, reason: "selection_required" });
    expect(checkCustomizations(door, { personalization: "Ben" })).toMatchObject({ ok: false, reason: "selection_required" });
    expect(checkCustomizations(door, { motive: "tractors", personalization: " Ben " })).toEqual({
      ok: true,
      customizations: { motive: "tractors", personalization: "Ben" },
    });
  });
  it("refuses a motive of another rule and names over the limit", () => {
    expect(checkCustomizations(door, { motive: "space-rocket", personalization: "Ben" })).toMatchObject({
      ok: false,
      reason: "invalid_motive",
    });
    expect(checkCustomizations(door, { motive: "flowers", personalization: "Maximilian1" })).toMatchObject({
      ok: false,
      reason: "name_too_long",
    });
    expect(checkCustomizations(baby, { personalization: "x".repeat(29) })).toMatchObject({ ok: false, reason: "name_too_long" });
  });
  it("accepts the baby name as optional", () => {
    expect(checkCustomizations(baby, {})).toEqual({ ok: true, customizations: {} });
    expect(checkCustomizations(baby, { personalization: "x".repeat(28) })).toMatchObject({ ok: true });
  });
  it("refuses customizations on products without a rule", () => {
    expect(checkCustomizations(null, {})).toEqual({ ok: true, customizations: {} });
    expect(checkCustomizations(null, { engraving: "hi" })).toMatchObject({ ok: false, reason: "not_personalisable" });
  });
});
