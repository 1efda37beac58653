import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../lib/language.tsx";
import { Button } from "../ui/button.tsx";
import { confirmPayment, type PaymentResult } from "./types.ts";

// Loaded from Stripe only on this screen and only when a key is configured (the `pure` entry adds no script by itself).
let stripePromise: Promise<Stripe | null> | null = null;
const stripeFor = (key: string) => {
  stripePromise ??= loadStripe(key);
  return stripePromise;
};

interface Props {
  publishableKey: string;
  clientSecret: string;
  orderId: number;
  onResult(result: PaymentResult): void;
}

/** Stripe's Payment Element; the server, not this form, decides whether the order is paid. */
export default function StripePaymentForm({ publishableKey, clientSecret, orderId, onResult }: Props) {
  const { language } = useLanguage();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: language }}>
      <CardForm orderId={orderId} onResult={onResult} />
    </Elements>
  );
}

function CardForm({ orderId, onResult }: { orderId: number; onResult(result: PaymentResult): void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Spec: after card payment the return address is /confirmation (without id).
      confirmParams: { return_url: `${window.location.origin}/confirmation?order=${orderId}` },
      redirect: "if_required",
    });
    if (error || !paymentIntent) {
      setPending(false);
      onResult({ paid: false, message: error?.message });
      return;
    }
    const result = await confirmPayment({ provider: "stripe", reference: paymentIntent.id });
    setPending(false);
    onResult(result);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || pending}>
        {pending ? t("payment.processing") : t("payment.completePayment")}
      </Button>
    </form>
  );
}
