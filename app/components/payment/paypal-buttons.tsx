import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../lib/api.ts";
import type { ConfirmReply, PaymentResult } from "./types.ts";

interface Props {
  clientId: string;
  orderId: number;
  total: number;
  onResult(result: PaymentResult): void;
}

/** PayPal's buttons (its web SDK loads only here); the server creates and captures with our total. */
export default function PayPalPayment({ clientId, orderId, total, onResult }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-wood-800">{t("payment.walletIntro")}</p>
      <PayPalScriptProvider options={{ clientId, currency: "EUR", intent: "capture" }}>
        <PayPalButtons
          style={{ layout: "vertical" }}
          createOrder={async () =>
            (
              await apiRequest<{ id: string }>("POST", "/api/paypal/order", {
                orderId,
                amount: total.toFixed(2),
                currency: "EUR",
                intent: "CAPTURE",
              })
            ).id
          }
          onApprove={async (data) => {
            const reply = await apiRequest<ConfirmReply>("POST", `/api/paypal/order/${data.orderID}/capture`);
            onResult({ paid: reply.paid, message: reply.failureMessage });
          }}
          // Spec §8: wallet payment errors are only logged.
          onError={(err) => console.error("PayPal payment error", err)}
        />
      </PayPalScriptProvider>
    </div>
  );
}
