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
