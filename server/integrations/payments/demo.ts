import { randomBytes } from "node:crypto";
import { type PaymentProvider, type PaymentSnapshot, type StoredPayment, WebhookVerificationError } from "./provider.ts";

export const DEMO_DECLINE_MESSAGE = "Your card was declined (demo payment, no money moved).";

/**
 * The built-in provider used when no payment keys are configured: the shopper chooses to succeed
 * or decline, and the result goes through `settle` like a real payment. No money moves.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = "demo" as const;

  async createPayment(order: { id: number }) {
    const reference = `demo_${order.id}_${randomBytes(8).toString("hex")}`;
    return { reference, clientSecret: `${reference}_secret` };
  }

  async completePayment(payment: StoredPayment, input?: { outcome?: "succeed" | "decline" }): Promise<PaymentSnapshot> {
    const base = {
      provider: this.name,
      reference: payment.reference,
      orderId: payment.orderId,
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
    return input?.outcome === "decline"
      ? { ...base, status: "failed", failureMessage: DEMO_DECLINE_MESSAGE }
      : { ...base, status: "succeeded", captureId: payment.reference };
  }

  async parseWebhook(): Promise<PaymentSnapshot | null> {
    throw new WebhookVerificationError("The demo provider sends no webhooks.");
  }

  async refund(payment: StoredPayment): Promise<PaymentSnapshot> {
    return {
      provider: this.name,
      reference: payment.reference,
      orderId: payment.orderId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: "refunded",
    };
  }
}
