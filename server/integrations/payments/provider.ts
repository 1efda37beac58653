import type { PaymentProviderName } from "../../db/schema.ts";

/** What a provider says about one payment, in our terms; `settle` decides what it means for the order. */
export interface PaymentSnapshot {
  provider: PaymentProviderName;
  /** The provider's payment id (PaymentIntent id, PayPal order id, demo id). */
  reference: string;
  /** The order the provider says this payment is for (from metadata / custom_id). */
  orderId: number | null;
  status: "pending" | "succeeded" | "failed" | "refunded";
  amountCents: number;
  currency: string;
  captureId?: string;
  failureMessage?: string;
  /** The webhook event's id, for de-duplication; absent for browser confirmations. */
  eventId?: string;
}

export interface PayableOrder {
  id: number;
  totalCents: number;
  customerEmail: string;
  lang: "en" | "de";
}

export interface StoredPayment {
  reference: string;
  captureId: string | null;
  orderId: number;
  amountCents: number;
  currency: string;
}

export class PaymentDeclinedError extends Error {}
export class WebhookVerificationError extends Error {}

/** One payment provider's adapter; adapters never touch orders (DESIGN Payments). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a payment for the order's total (in cents, from the database). */
  createPayment(order: PayableOrder): Promise<{ reference: string; clientSecret?: string }>;
  /** Finishes a payment the shopper approved (PayPal capture, demo outcome) or reads its state (Stripe). */
  completePayment(payment: StoredPayment, input?: { outcome?: "succeed" | "decline" }): Promise<PaymentSnapshot>;
  /** Verifies and reads a webhook; null for events we do not act on. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentSnapshot | null>;
  refund(payment: StoredPayment): Promise<PaymentSnapshot>;
  /** A token the provider's browser SDK needs, where it needs one (PayPal). */
  clientToken?(): Promise<string>;
}

/** What we know of a stored payment, reported in a new state (refunds, demo outcomes). */
export function storedSnapshot(
  provider: PaymentSnapshot["provider"],
  payment: StoredPayment,
  status: PaymentSnapshot["status"],
): PaymentSnapshot {
  return {
    provider,
    reference: payment.reference,
    orderId: payment.orderId,
    status,
    amountCents: payment.amountCents,
    currency: payment.currency,
  };
}
