import { z } from "zod";
import { slugify } from "./slug.ts";

export const MATERIALS = ["Basswood 2mm", "Plywood 4mm", "Wood Canvas", "Acryl Painting"] as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const size = z.coerce
  .number({ error: "Sizes must be numbers (cm)." })
  .positive("Sizes must be greater than 0.")
  .max(1000, "Sizes are in cm, at most 1000.")
  .transform((n) => Math.round(n * 10) / 10)
  .nullable();
/** Our own stored images, or an https address; nothing that could run script in a page. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (u) => u === "" || /^\/images\/[a-z0-9-]+\/\d+\.webp$/.test(u) || /^https:\/\/[^\s"'<>]+$/.test(u),
    "Images must be uploaded photos or https addresses.",
  );

/**
 * The fields the admin may write (spec §7 plus German texts). Anything else (id, rating,
 * reviewCount, unknown keys) is dropped, never written.
 */
export const productFields = z.object({
  name: text(200).min(1, "Please fill in all required fields."),
  nameDe: text(200).optional(),
  slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/, "The slug may contain only lower-case letters, digits and dashes.")
    .optional(),
  description: text(5000).optional(),
  descriptionDe: text(5000).optional(),
  details: text(5000).nullish(),
  detailsDe: text(5000).nullish(),
  // Spec §3: the price may arrive as a string or a number.
  price: z.coerce
    .number({ error: "The price must be a number." })
    .min(0, "The price cannot be negative.")
    .max(100000, "The price is too high.")
    .refine((n) => Number.isFinite(n), "The price must be a number."),
  categoryId: z.coerce.number({ error: "Please choose a category." }).int().positive("Please choose a category."),
  imageUrl: imageUrl.optional(),
  imageUrls: z.array(imageUrl).max(20, "At most 20 photos.").optional(),
  materials: z
    .array(z.enum(MATERIALS, { error: `Materials must be among: ${MATERIALS.join(", ")}.` }))
    .max(4)
    .optional(),
  width: size.optional(),
  height: size.optional(),
  depth: size.optional(),
  showInGallery: z.boolean().optional(),
  featured: z.boolean().optional(),
  inStock: z.boolean().optional(),
  customizable: z.boolean().optional(),
});

export const createProductSchema = productFields.transform((p) => ({ ...p, slug: p.slug || slugify(p.name) }));
export const updateProductSchema = productFields.partial();
export type ProductInput = z.output<typeof productFields>;
