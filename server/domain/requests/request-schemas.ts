import { z } from "zod";

/** Spec §3 quote choices. */
export const SIZES = ["small", "medium", "large", "xl", "custom"] as const;
export const WOOD_TYPES = ["oak", "birch", "pine", "walnut", "surprise"] as const;
export const FINISHES = ["natural", "stained", "painted", "distressed"] as const;

// A missing field gets the same message as an empty one.
const name = z.string({ error: "requests.validation.name" }).trim().min(1, "requests.validation.name").max(200, "validation.tooLong");
const email = z.string({ error: "validation.email" }).trim().max(254).pipe(z.email("validation.email"));
const optionalText = (max: number) => z.string().trim().max(max, "validation.tooLong").optional().default("");
/** Bots fill every field; people never see this one. */
export const honeypot = { website: z.string().optional() };

/** Spec §5: custom order needs name and e-mail (e-mail format). */
export const customOrderSchema = z.object({
  name,
  email,
  phone: optionalText(40),
  projectDescription: optionalText(5000),
  ...honeypot,
});

/** Spec §5: quote needs name, e-mail and the quote text. */
export const quoteSchema = z.object({
  name,
  email,
  phone: optionalText(40),
  quote: z.string({ error: "requests.validation.quote" }).trim().min(1, "requests.validation.quote").max(5000, "validation.tooLong"),
  preferredSize: z.enum(SIZES).optional(),
  woodType: z.enum(WOOD_TYPES).optional(),
  finish: z.enum(FINISHES).optional(),
  additionalDetails: optionalText(5000),
  contactMethod: z.enum(["email", "whatsapp"]).default("email"),
  ...honeypot,
});

/** Spec §5 contact dialog: name, message and a contact method, with its e-mail or phone. */
export const contactSchema = z
  .object({
    name,
    preferredContact: z.enum(["email", "phone"], { error: "requests.validation.preferredContact" }),
    email: z.string().trim().max(254).optional().default(""),
    phone: optionalText(40),
    message: z
      .string({ error: "requests.validation.message" })
      .trim()
      .min(1, "requests.validation.message")
      .max(5000, "validation.tooLong"),
    ...honeypot,
  })
  .superRefine((v, ctx) => {
    if (v.preferredContact === "email" && !z.email().safeParse(v.email).success)
      ctx.addIssue({ code: "custom", path: ["email"], message: "validation.email" });
    if (v.preferredContact === "phone" && v.phone.length < 5)
      ctx.addIssue({ code: "custom", path: ["phone"], message: "validation.phone" });
  });
