import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import type { OrderRow } from "../../server/db/schema.ts";
import { canTransition, isPayable } from "../../server/domain/orders/status.ts";
import { nextStatus } from "../../server/domain/payments/settle.ts";
import type { PaymentSnapshot } from "../../server/integrations/payments/provider.ts";
import { paymentProvidersFrom } from "../../server/integrations/payments/registry.ts";

const order = (status: OrderRow["status"]) => ({ id: 7, status, totalCents: 2780 }) as OrderRow;
const snap = (extra: Partial<PaymentSnapshot> = {}): PaymentSnapshot => ({
  provider: "stripe",
  reference: "pi_1",
  orderId: 7,
  status: "succeeded",
  amountCents: 2780,
  currency: "eur",
  ...extra,
});

describe("order status transitions", () => {
  it("follow the lifecycle and refuse everything else", () => {
    expect(canTransition("pending", "paid")).toBe(true);
    expect(canTransition("paid", "in_production")).toBe(true);
    expect(canTransition("in_production", "shipped")).toBe(true);
    expect(canTransition("shipped", "delivered")).toBe(true);
    expect(canTransition("paid", "refunded")).toBe(true);
    expect(canTransition("pending", "shipped")).toBe(false);
    expect(canTransition("refunded", "paid")).toBe(false);
    expect(canTransition("delivered", "pending")).toBe(false);
    expect(canTransition("cancelled", "paid")).toBe(false);
  });
  it("keep only unpaid orders payable", () => {
    expect(isPayable("pending")).toBe(true);
    expect(isPayable("payment_failed")).toBe(true);
    expect(isPayable("paid")).toBe(false);
    expect(isPayable("needs_review")).toBe(false);
  });
});

describe("nextStatus", () => {
  it("pays a pending or failed order when amount, currency and order match", () => {
    expect(nextStatus(order("pending"), snap(), 7)).toBe("paid");
    expect(nextStatus(order("payment_failed"), snap(), 7)).toBe("paid");
  });
  it.each([
    ["amount", snap({ amountCents: 2779 }), 7],
    ["currency", snap({ currency: "usd" }), 7],
    ["order named by the provider", snap({ orderId: 8 }), 7],
    ["order the payment was made for", snap(), 8],
  ])("sends a success with the wrong %s to review", (_what, s, recorded) => {
    expect(nextStatus(order("pending"), s, recorded)).toBe("needs_review");
  });
  it("changes nothing for a success on an order already paid or shipped", () => {
    expect(nextStatus(order("paid"), snap(), 7)).toBeNull();
    expect(nextStatus(order("shipped"), snap(), 7)).toBeNull();
  });
  it("marks failures only on pending orders and refunds only on paid ones", () => {
    expect(nextStatus(order("pending"), snap({ status: "failed" }), 7)).toBe("payment_failed");
    expect(nextStatus(order("paid"), snap({ status: "failed" }), 7)).toBeNull();
    expect(nextStatus(order("delivered"), snap({ status: "refunded" }), 7)).toBe("refunded");
    expect(nextStatus(order("pending"), snap({ status: "refunded" }), 7)).toBeNull();
    expect(nextStatus(order("pending"), snap({ status: "pending" }), 7)).toBeNull();
  });
});

describe("payment providers from configuration", () => {
  it("uses the demo provider for a local shop without keys", () => {
    const p = paymentProvidersFrom(loadConfig({}));
    expect([p.card?.name, p.wallet?.name]).toEqual(["demo", "demo"]);
  });
  it("uses the real providers where keys are set", () => {
    const p = paymentProvidersFrom(
      loadConfig({
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
        PAYPAL_CLIENT_ID: "client-id-123",
        PAYPAL_CLIENT_SECRET: "client-secret-456",
      }),
    );
    expect([p.card?.name, p.wallet?.name]).toEqual(["stripe", "paypal"]);
  });
  it("refuses demo payments on a public address unless allowed", () => {
    expect(() => paymentProvidersFrom(loadConfig({ PUBLIC_URL: "https://shop.example.com" }))).toThrow(/no payment provider/);
    expect(paymentProvidersFrom(loadConfig({ PUBLIC_URL: "https://shop.example.com", ALLOW_DEMO_PAYMENTS: "1" })).card?.name).toBe("demo");
    const stripeOnly = paymentProvidersFrom(
      loadConfig({ PUBLIC_URL: "https://shop.example.com", STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_live_abc" }),
    );
    expect([stripeOnly.card?.name, stripeOnly.wallet]).toEqual(["stripe", null]);
  });
  it("needs both halves of a key pair", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be set together with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
  });
});
