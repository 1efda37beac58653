import { type Config, ConfigError } from "../../config.ts";
import { DemoPaymentProvider } from "./demo.ts";
import { PayPalPaymentProvider } from "./paypal.ts";
import type { PaymentProvider } from "./provider.ts";
import { StripePaymentProvider } from "./stripe.ts";

export interface PaymentProviders {
  card: PaymentProvider | null;
  wallet: PaymentProvider | null;
}

/** Real providers where keys are set; the demo provider elsewhere, when allowed. */
export function paymentProvidersFrom(config: Config): PaymentProviders {
  const demo = config.demoPaymentsAllowed ? new DemoPaymentProvider() : null;
  const card = config.STRIPE_SECRET_KEY
    ? new StripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET })
    : demo;
  const wallet =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? new PayPalPaymentProvider({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          environment: config.PAYPAL_ENVIRONMENT,
          webhookId: config.PAYPAL_WEBHOOK_ID,
        })
      : demo;
  if (!card && !wallet) {
    throw new ConfigError(
      "Invalid configuration: no payment provider for a public shop. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY and/or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or ALLOW_DEMO_PAYMENTS=1 to take demo payments.",
    );
  }
  return { card, wallet };
}
