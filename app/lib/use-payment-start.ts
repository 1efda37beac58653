import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "./api.ts";
import { toast } from "./toast.ts";

export interface StartedPayment {
  provider: "stripe" | "paypal" | "demo";
  reference: string;
  clientSecret?: string;
}

/**
 * Asks the server to start paying the order (spec: create-payment-intent for cards; PayPal orders
 * for the demo wallet). Real PayPal starts inside its own buttons instead, so `enabled` is false there.
 */
export function usePaymentStart(orderId: number, method: "card" | "paypal", total: number, enabled: boolean) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const request =
      method === "card"
        ? apiRequest<StartedPayment>("POST", "/api/create-payment-intent", { orderId, amount: total, items: [] })
        : apiRequest<{ id: string; provider: StartedPayment["provider"] }>("POST", "/api/paypal/order", {
            orderId,
            amount: total.toFixed(2),
            currency: "EUR",
            intent: "CAPTURE",
          }).then((r): StartedPayment => ({ provider: r.provider, reference: r.id }));
    request
      .then((s) => current && setStarted(s))
      .catch((err) => {
        console.error("Failed to initialize payment", err);
        toast({ variant: "destructive", title: t("common.error"), description: t("payment.initError") });
      });
    return () => {
      current = false;
    };
  }, [orderId, method, total, enabled, t]);
  return started;
}
