import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CheckoutForm, checkoutFormSchema } from "../../server/domain/checkout/checkout-schema.ts";

export const initialCheckout: CheckoutForm = {
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  shippingAddress: "",
  sameAsShipping: true,
  billingAddress: "",
  paymentMethod: "card",
  shippingMethod: "standard",
  notes: "",
  agreeToTerms: false as unknown as true,
};

/** The checkout form's values and its errors, by the same schema the order API uses. */
export function useCheckoutForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<CheckoutForm>(initialCheckout);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const result = useMemo(() => {
    // Spec §5: with 'same as shipping' on, billing is the shipping address.
    const effective = values.sameAsShipping ? { ...values, billingAddress: values.shippingAddress } : values;
    return { effective, parsed: checkoutFormSchema.safeParse(effective) };
  }, [values]);

  const errors: Record<string, string> = {};
  if (!result.parsed.success) {
    for (const issue of result.parsed.error.issues) {
      const key = String(issue.path[0]);
      errors[key] ??= t(issue.message as never);
    }
  }
  return {
    values,
    set: <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setServerErrors((e) => ({ ...e, [key]: "" }));
    },
    valid: result.parsed.success,
    effective: result.effective,
    visibleErrors: showErrors ? { ...errors, ...Object.fromEntries(Object.entries(serverErrors).filter(([, v]) => v)) } : {},
    revealErrors: () => setShowErrors(true),
    setServerErrors: (e: Record<string, string>) => {
      setServerErrors(e);
      setShowErrors(true);
    },
  };
}
