import { redirect } from "react-router";
import { apiRequest } from "../lib/api.ts";
import type { Route } from "./+types/confirmation-return";

/**
 * Spec: after card payment the return address is /confirmation (without id). Stripe appends the
 * PaymentIntent after a redirect-based method; the server checks it, then the order page shows the result.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const order = params.get("order");
  const intent = params.get("payment_intent");
  if (intent)
    await apiRequest("POST", "/api/payments/confirm", { provider: "stripe", reference: intent }).catch((err) =>
      console.error("Payment confirmation failed", err),
    );
  return redirect(order && /^\d+$/.test(order) ? `/confirmation/${order}` : "/");
}

export { HydrateFallback } from "./confirmation.tsx";

export default function ConfirmationReturn() {
  return null;
}
