/**
 * Personalisation rules of spec §5, decided by the product's (English) name.
 * The product page uses them to show inputs; the cart API uses them to check what arrives.
 */
export type PersonalisationRule =
  | { kind: "baby-photo"; nameKey: "personalization"; maxName: 28 }
  | {
      kind: "motive-name";
      nameKey: "personalization" | "ikeaPersonalization";
      motives: readonly Motive[];
      maxName: 10;
    };

export const MOTIVES = ["flowers", "tractors", "space-rocket"] as const;
export type Motive = (typeof MOTIVES)[number];

export const BABY_NAME_MAX = 28;
export const KIDS_NAME_MAX = 10;

export function personalisationRule(productName: string): PersonalisationRule | null {
  const name = productName.toLowerCase();
  const has = (...words: string[]) => words.every((w) => name.includes(w));
  if (has("personalized", "ikea")) {
    return { kind: "motive-name", nameKey: "ikeaPersonalization", motives: ["flowers", "space-rocket"], maxName: 10 };
  }
  if (has("personalized", "kids", "door")) {
    return { kind: "motive-name", nameKey: "personalization", motives: ["flowers", "tractors"], maxName: 10 };
  }
  if (has("baby", "photo")) return { kind: "baby-photo", nameKey: "personalization", maxName: 28 };
  return null;
}

export type CustomizationCheck =
  | { ok: true; customizations: Record<string, string> }
  | { ok: false; reason: "selection_required" | "name_too_long" | "invalid_motive" | "not_personalisable"; message: string };

/**
 * Checks the customizations sent for a product against its rule (spec §5) and returns them cleaned.
 * The product page and the cart API both use it, so the browser and the server agree.
 */
export function checkCustomizations(rule: PersonalisationRule | null, input: Record<string, unknown>): CustomizationCheck {
  const text = (key: string) => (typeof input[key] === "string" ? (input[key] as string).trim() : "");
  const keys = Object.keys(input).filter((k) => text(k) !== "");
  if (!rule) {
    return keys.length === 0
      ? { ok: true, customizations: {} }
      : { ok: false, reason: "not_personalisable", message: "This product cannot be personalised." };
  }
  const name = text(rule.nameKey);
  if ([...name].length > rule.maxName) {
    return { ok: false, reason: "name_too_long", message: `The name may have at most ${rule.maxName} characters.` };
  }
  if (rule.kind === "baby-photo") {
    return { ok: true, customizations: name ? { [rule.nameKey]: name } : {} };
  }
  const motive = text("motive");
  if (!motive || !name) {
    return { ok: false, reason: "selection_required", message: "Please select a motive and enter a name to continue." };
  }
  if (!(rule.motives as readonly string[]).includes(motive)) {
    return { ok: false, reason: "invalid_motive", message: `The motive must be one of: ${rule.motives.join(", ")}.` };
  }
  return { ok: true, customizations: { motive, [rule.nameKey]: name } };
}
