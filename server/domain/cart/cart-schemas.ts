import { z } from "zod";

/** Spec §4: 21 characters of letters, digits, dash and underscore. */
export const cartIdSchema = z.string().regex(/^[A-Za-z0-9_-]{21}$/, "The cart id must be 21 letters, digits, dashes or underscores.");

/** A sensible upper bound per line; a workshop of one person cannot make more at once. */
export const MAX_LINE_QUANTITY = 99;

export const quantitySchema = z
  .number({ error: "The quantity must be a whole number." })
  .int("The quantity must be a whole number.")
  .min(1, "The quantity must be at least 1.")
  .max(MAX_LINE_QUANTITY, `You can order at most ${MAX_LINE_QUANTITY} of one item.`);

const customizationsSchema = z
  .record(z.string().max(40), z.string().max(200, "A personalisation may have at most 200 characters."))
  .refine((o) => Object.keys(o).length <= 5, "Too many personalisation fields.");

export const addToCartSchema = z.strictObject({
  productId: z.number({ error: "productId must be a number." }).int().positive(),
  quantity: quantitySchema.default(1),
  cartId: cartIdSchema,
  customizations: customizationsSchema.nullish().transform((c) => c ?? {}),
});

export const updateCartItemSchema = z.strictObject({ quantity: quantitySchema });
