import { z } from "zod";
import { cartIdSchema } from "../cart/cart-schemas.ts";
import { SHIPPING_METHODS } from "./pricing.ts";

export const PAYMENT_METHODS = ["card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The checkout form's rules (spec §5), shared by the form and the order API.
 * Messages are i18n keys so each side shows them in the shopper's language.
 */
export const checkoutFields = {
  customerName: z.string().trim().min(2, "validation.name").max(200, "validation.tooLong"),
  customerEmail: z.string().trim().max(254, "validation.email").pipe(z.email("validation.email")),
  customerPhone: z.string().trim().min(10, "validation.phone").max(40, "validation.phone"),
  shippingAddress: z.string().trim().min(10, "validation.shippingAddress").max(1000, "validation.tooLong"),
  billingAddress: z.string().trim().min(10, "validation.billingAddress").max(1000, "validation.tooLong"),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "validation.paymentMethod" }),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: "validation.shippingMethod" }),
  notes: z.string().trim().max(2000, "validation.tooLong").optional(),
};

export const checkoutFormSchema = z.object({
  ...checkoutFields,
  sameAsShipping: z.boolean(),
  agreeToTerms: z.literal(true, { error: "validation.terms" }),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

/** POST /api/orders (spec §7). `status` and `totalAmount` may be sent but are never trusted. */
export const createOrderSchema = z.object({
  cartId: cartIdSchema,
  ...checkoutFields,
  shippingMethod: checkoutFields.shippingMethod.default("standard"),
  paymentMethod: checkoutFields.paymentMethod.default("card"),
  lang: z.enum(["en", "de"]).default("en"),
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;
