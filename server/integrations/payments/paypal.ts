import { ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, PaymentsController } from "@paypal/paypal-server-sdk";
import { type PayableOrder, type PaymentProvider, type PaymentSnapshot, type StoredPayment, WebhookVerificationError } from "./provider.ts";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "live";
  webhookId?: string;
}

const BASE = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" };
const toCents = (value: string | undefined) => Math.round(Number(value ?? "0") * 100);

/** Wallet payments through PayPal Orders v2: create with our total, capture after the shopper approves. */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = "paypal" as const;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(private readonly options: PayPalOptions) {
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
      environment: options.environment === "live" ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
    });
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  async createPayment(order: PayableOrder) {
    const { result } = await this.orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: String(order.id),
            customId: String(order.id),
            amount: { currencyCode: "EUR", value: (order.totalCents / 100).toFixed(2) },
          },
        ],
      },
      paypalRequestId: `order-${order.id}-${order.totalCents}`,
      prefer: "return=minimal",
    });
    if (!result.id) throw new Error("PayPal returned an order without id");
    return { reference: result.id };
  }

  async completePayment(payment: StoredPayment): Promise<PaymentSnapshot> {
    const base = {
      provider: this.name,
      reference: payment.reference,
      orderId: payment.orderId,
      amountCents: 0,
      currency: payment.currency,
    };
    try {
      const { result } = await this.orders.captureOrder({
        id: payment.reference,
        paypalRequestId: `capture-${payment.reference}`,
        prefer: "return=representation",
      });
      const unit = result.purchaseUnits?.[0];
      const capture = unit?.payments?.captures?.[0];
      const status =
        capture?.status === "COMPLETED"
          ? "succeeded"
          : capture?.status === "DECLINED" || capture?.status === "FAILED"
            ? "failed"
            : "pending";
      return {
        ...base,
        orderId: Number(unit?.customId ?? unit?.referenceId) || null,
        status,
        amountCents: toCents(capture?.amount?.value),
        currency: capture?.amount?.currencyCode ?? payment.currency,
        captureId: capture?.id,
        failureMessage: status === "failed" ? "PayPal declined the payment." : undefined,
      };
    } catch (err) {
      // 422 is PayPal's answer for a declined instrument or an order that cannot be captured.
      if (err instanceof ApiError && err.statusCode === 422) {
        return { ...base, status: "failed", failureMessage: describe(err) };
      }
      throw err;
    }
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentSnapshot | null> {
    const event = JSON.parse(rawBody) as PayPalEvent;
    if (!(await this.verify(event, headers))) throw new WebhookVerificationError("PayPal could not verify the webhook signature.");
    const resource = event.resource;
    const orderRef = resource.supplementary_data?.related_ids?.order_id;
    const snapshot = {
      provider: this.name,
      reference: orderRef ?? "",
      orderId: Number(resource.custom_id) || null,
      amountCents: toCents(resource.amount?.value),
      currency: resource.amount?.currency_code ?? "EUR",
      captureId: resource.id,
      eventId: event.id,
    };
    switch (event.event_type) {
      case "PAYMENT.CAPTURE.COMPLETED":
        return orderRef ? { ...snapshot, status: "succeeded" } : null;
      case "PAYMENT.CAPTURE.DENIED":
        return orderRef ? { ...snapshot, status: "failed", failureMessage: "PayPal denied the payment." } : null;
      case "PAYMENT.CAPTURE.REFUNDED":
        return orderRef ? { ...snapshot, status: "refunded" } : null;
      default:
        return null;
    }
  }

  async refund(payment: StoredPayment): Promise<PaymentSnapshot> {
    if (!payment.captureId) throw new Error(`payment ${payment.reference} has no capture to refund`);
    await this.payments.refundCapturedPayment({ captureId: payment.captureId, paypalRequestId: `refund-${payment.captureId}` });
    return {
      provider: this.name,
      reference: payment.reference,
      orderId: payment.orderId,
      status: "refunded",
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
  }

  /** The client token PayPal's web SDK needs for its card fields (spec: GET /api/paypal/setup). */
  async clientToken(): Promise<string> {
    const res = await fetch(`${BASE[this.options.environment]}/v1/identity/generate-token`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await this.accessToken()}`, "Content-Type": "application/json" },
    });
    if (!res.ok) throw new Error(`PayPal client token request failed: ${res.status}`);
    return ((await res.json()) as { client_token: string }).client_token;
  }

  /** An OAuth access token for the two REST calls the SDK does not cover. */
  private async accessToken(): Promise<string> {
    const auth = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64");
    const res = await fetch(`${BASE[this.options.environment]}/v1/oauth2/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    if (!res.ok) throw new Error(`PayPal token request failed: ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  /** PayPal's verify-webhook-signature API (the SDK has no call for it). */
  private async verify(event: PayPalEvent, headers: Headers): Promise<boolean> {
    if (!this.options.webhookId) return false;
    const res = await fetch(`${BASE[this.options.environment]}/v1/notifications/verify-webhook-signature`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await this.accessToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        auth_algo: headers.get("paypal-auth-algo"),
        cert_url: headers.get("paypal-cert-url"),
        transmission_id: headers.get("paypal-transmission-id"),
        transmission_sig: headers.get("paypal-transmission-sig"),
        transmission_time: headers.get("paypal-transmission-time"),
        webhook_id: this.options.webhookId,
        webhook_event: event,
      }),
    });
    if (!res.ok) return false;
    return ((await res.json()) as { verification_status?: string }).verification_status === "SUCCESS";
  }
}

interface PayPalEvent {
  id: string;
  event_type: string;
  resource: {
    id?: string;
    custom_id?: string;
    amount?: { value?: string; currency_code?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

function describe(err: ApiError): string {
  try {
    const body = JSON.parse(String(err.body)) as { details?: { description?: string }[]; message?: string };
    return body.details?.[0]?.description ?? body.message ?? "PayPal declined the payment.";
  } catch {
    return "PayPal declined the payment.";
  }
}
