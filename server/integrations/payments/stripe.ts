import Stripe from "stripe";
import { type PayableOrder, type PaymentProvider, type PaymentSnapshot, type StoredPayment, WebhookVerificationError } from "./provider.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Where the API lives; only tests point it elsewhere (a local stub of the Stripe API). */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

/** Card payments through Stripe PaymentIntents (the browser confirms them with the Payment Element). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async createPayment(order: PayableOrder) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.totalCents,
        currency: "eur",
        automatic_payment_methods: { enabled: true },
        receipt_email: order.customerEmail,
        metadata: { orderId: String(order.id) },
      },
      // The same order and total always get the same PaymentIntent, however often the page asks.
      { idempotencyKey: `order-${order.id}-${order.totalCents}` },
    );
    return { reference: intent.id, clientSecret: intent.client_secret ?? undefined };
  }

  async completePayment(payment: StoredPayment): Promise<PaymentSnapshot> {
    return this.snapshot(await this.stripe.paymentIntents.retrieve(payment.reference));
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentSnapshot | null> {
    if (!this.options.webhookSecret) throw new WebhookVerificationError("STRIPE_WEBHOOK_SECRET is not configured.");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, headers.get("stripe-signature") ?? "", this.options.webhookSecret);
    } catch (err) {
      throw new WebhookVerificationError((err as Error).message);
    }
    switch (event.type) {
      case "payment_intent.succeeded":
      case "payment_intent.payment_failed":
        return { ...this.snapshot(event.data.object), eventId: event.id };
      case "charge.refunded": {
        const charge = event.data.object;
        if (!charge.refunded || typeof charge.payment_intent !== "string") return null;
        return {
          provider: this.name,
          reference: charge.payment_intent,
          orderId: Number(charge.metadata.orderId) || null,
          status: "refunded",
          amountCents: charge.amount,
          currency: charge.currency.toUpperCase(),
          eventId: event.id,
        };
      }
      default:
        return null;
    }
  }

  async refund(payment: StoredPayment): Promise<PaymentSnapshot> {
    await this.stripe.refunds.create({ payment_intent: payment.reference }, { idempotencyKey: `refund-${payment.reference}` });
    return {
      provider: this.name,
      reference: payment.reference,
      orderId: payment.orderId,
      status: "refunded",
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
  }

  private snapshot(intent: Stripe.PaymentIntent): PaymentSnapshot {
    const failed = intent.status === "canceled" || (intent.status === "requires_payment_method" && intent.last_payment_error);
    return {
      provider: this.name,
      reference: intent.id,
      orderId: Number(intent.metadata.orderId) || null,
      status: intent.status === "succeeded" ? "succeeded" : failed ? "failed" : "pending",
      amountCents: intent.status === "succeeded" ? intent.amount_received : intent.amount,
      currency: intent.currency.toUpperCase(),
      captureId: typeof intent.latest_charge === "string" ? intent.latest_charge : undefined,
      failureMessage: intent.last_payment_error?.message,
    };
  }
}
