import { describe, expect, it } from "vitest";
import { de } from "../../app/i18n/de.ts";
import { en } from "../../app/i18n/en.ts";
import { tFor } from "../../app/i18n/index.ts";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("dictionaries", () => {
  it("German has exactly the English keys, none empty", () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const k of keys(de)) {
      const value = k.split(".").reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], de);
      expect(value, k).not.toBe("");
    }
  });

  it("keeps the placeholders of each English text", () => {
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const k of keys(en)) {
      const get = (d: object) => k.split(".").reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], d) as string;
      expect(placeholders(get(de)), k).toEqual(placeholders(get(en)));
    }
  });

  it("translates with plurals and interpolation", () => {
    expect(tFor("en")("cart.subtotal", { count: 3 })).toBe("Subtotal (3 items)");
    expect(tFor("en")("cart.subtotal", { count: 1 })).toBe("Subtotal (1 item)");
    expect(tFor("de")("product.addedText", { name: "Uhr" })).toBe("Uhr wurde deinem Warenkorb hinzugefügt.");
  });
});
