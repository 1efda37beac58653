import { apiRequest } from "../../lib/api.ts";

/** What a payment widget reports when the shopper is done: paid, or not (with the provider's reason). */
export interface PaymentResult {
  paid: boolean;
  message?: string;
}

export interface ConfirmReply {
  orderId: number;
  status: string | null;
  paid: boolean;
  failureMessage?: string;
}

/** Asks the server to settle a payment the shopper finished; the server decides whether it is paid. */
export async function confirmPayment(body: {
  provider: string;
  reference: string;
  outcome?: "succeed" | "decline";
}): Promise<PaymentResult> {
  try {
    const reply = await apiRequest<ConfirmReply>("POST", "/api/payments/confirm", body);
    return { paid: reply.paid, message: reply.failureMessage };
  } catch (err) {
    return { paid: false, message: (err as Error).message };
  }
}
