import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type PaymentProviderName, payments } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Mailer } from "../../integrations/email/mailer.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import type { PaymentProviders } from "../../integrations/payments/registry.ts";
import type { OrderService } from "../orders/order-service.ts";
import { isPayable } from "../orders/status.ts";
import { paymentReceivedMail } from "./payment-emails.ts";
import { type Settlement, settle } from "./settle.ts";

export type PaymentMethodKind = "card" | "wallet";
type Access = { cartId?: string; token?: string };

const orderNotFound = () => new ApiError(404, "not_found", "Order not found");

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly providers: PaymentProviders,
  ) {}

  /** What the browser needs to know: which provider serves each method, and public keys only. */
  clientConfig() {
    return {
      card: this.providers.card?.name ?? null,
      wallet: this.providers.wallet?.name ?? null,
      stripePublishableKey: this.providers.card?.name === "stripe" ? this.config.STRIPE_PUBLISHABLE_KEY : undefined,
      paypalClientId: this.providers.wallet?.name === "paypal" ? this.config.PAYPAL_CLIENT_ID : undefined,
    };
  }

  /** Spec GET /api/paypal/setup: PayPal's client token, or null when no PayPal account is configured. */
  async walletSetup(): Promise<{ clientToken: string | null }> {
    const wallet = this.providers.wallet;
    return { clientToken: wallet?.clientToken ? await wallet.clientToken() : null };
  }

  /** Starts paying an order the caller may see, for the total stored with it (never a client amount). */
  async start(orderId: number, access: Access, method: PaymentMethodKind) {
    const found = await this.orders.readable(orderId, access);
    if (!found) throw orderNotFound();
    const { order } = found;
    if (!isPayable(order.status)) throw new ApiError(409, "not_payable", "This order has already been paid or closed.");
    const provider = this.providers[method];
    if (!provider) throw new ApiError(400, "method_unavailable", "This payment method is not available.");
    const created = await provider.createPayment(order);
    await this.db
      .insert(payments)
      .values({ orderId: order.id, provider: provider.name, reference: created.reference, amountCents: order.totalCents })
      .onConflictDoNothing();
    return { provider: provider.name, reference: created.reference, clientSecret: created.clientSecret };
  }

  /** The browser says the shopper finished paying: ask the provider, then settle what it says. */
  async confirm(access: Access, provider: PaymentProviderName, reference: string, input?: { outcome?: "succeed" | "decline" }) {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
      .limit(1);
    if (!payment || !(await this.orders.readable(payment.orderId, access))) throw orderNotFound();
    const adapter = this.adapter(provider);
    const snapshot = await adapter.completePayment(payment, input);
    const result = await this.apply(settle(this.db, snapshot));
    return {
      orderId: payment.orderId,
      status: result.order?.status ?? null,
      paid: result.order?.status === "paid",
      failureMessage: snapshot.failureMessage,
    };
  }

  /** A verified provider event; replays and unknown events change nothing. */
  async webhook(provider: PaymentProviderName, rawBody: string, headers: Headers) {
    const snapshot = await this.adapter(provider).parseWebhook(rawBody, headers);
    if (!snapshot) return { handled: false };
    const result = await this.apply(settle(this.db, snapshot));
    return { handled: true, changed: result.changed };
  }

  /** The owner refunds an order's successful payment through its provider; `settle` records it. */
  async refund(orderId: number) {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")))
      .limit(1);
    if (!payment) throw new ApiError(409, "nothing_to_refund", "This order has no received payment to refund.");
    const snapshot = await this.adapter(payment.provider).refund(payment);
    const result = await settle(this.db, snapshot);
    if (!result.changed) throw new ApiError(409, "invalid_transition", "This order cannot be refunded in its current state.");
    return result.order;
  }

  private adapter(name: PaymentProviderName): PaymentProvider {
    const adapter = [this.providers.card, this.providers.wallet].find((p) => p?.name === name);
    if (!adapter) throw new ApiError(404, "not_found", "Unknown payment provider");
    return adapter;
  }

  /** The shopper hears about a payment once: only the call that made the order paid sends the e-mail. */
  private async apply(pending: Promise<Settlement>) {
    const result = await pending;
    if (result.changed && result.to === "paid" && result.order) {
      await this.mailer
        .send(paymentReceivedMail(this.config, result.order))
        .catch((err) => console.error(`order ${result.order?.id}: payment e-mail failed`, err));
    }
    return result;
  }
}
