import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PAYMENT_METHODS } from "../../server/domain/checkout/checkout-schema.ts";
import { SHIPPING_METHODS } from "../../server/domain/checkout/pricing.ts";
import type { OrderView } from "../../server/domain/orders/order-view.ts";
import { CheckoutSummary } from "../components/checkout-summary.tsx";
import { EmptyCart } from "../components/empty-cart.tsx";
import { FormField, inputClass } from "../components/form-field.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useCart } from "../lib/cart.tsx";
import { useLanguage } from "../lib/language.tsx";
import { langOf } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import { useCheckoutForm } from "../lib/use-checkout-form.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.checkoutTitle") },
  { name: "robots", content: "noindex" },
];

const section = "grid gap-4 rounded-lg border border-wood-200 bg-white p-5";
const sectionTitle = "font-serif text-lg font-semibold";

export default function Checkout() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { items, loading, cartId, subtotal, forgetItems } = useCart();
  const form = useCheckoutForm();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per visit: a double click or a retried request returns the same order.
  const [idempotencyKey] = useState(() => `checkout-${crypto.randomUUID()}`);
  const { values, set, visibleErrors: errors } = form;
  // After a refused submit, focus moves to the first field in error once it has rendered.
  const [failedAttempts, setFailedAttempts] = useState(0);
  useEffect(() => {
    if (failedAttempts > 0) document.querySelector<HTMLElement>("form [aria-invalid=true]")?.focus();
  }, [failedAttempts]);

  if (loading && items.length === 0) {
    return (
      <p className="py-16 text-center text-wood-800" role="status">
        {t("cart.loading")}
      </p>
    );
  }
  if (items.length === 0 && !pending) return <EmptyCart text={t("checkout.emptyText")} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (items.length === 0) return setFormError(t("checkout.cartEmptyError"));
    form.revealErrors();
    if (!form.valid) return setFailedAttempts((n) => n + 1);
    const { sameAsShipping: _s, agreeToTerms: _a, ...fields } = form.effective;
    setPending(true);
    try {
      const order = await apiRequest<OrderView>(
        "POST",
        "/api/orders",
        { ...fields, cartId, status: "pending", totalAmount: subtotal.toFixed(2), lang: language },
        { "Idempotency-Key": idempotencyKey },
      );
      forgetItems();
      // A full page load: the payment screen's own Content-Security-Policy admits the provider's scripts.
      window.location.assign(`/stripe-checkout?order=${order.id}`);
    } catch (err) {
      setPending(false);
      if (err instanceof ApiRequestError && err.status === 400 && /cart_empty/.test(err.body))
        return setFormError(t("checkout.cartEmptyError"));
      if (err instanceof ApiRequestError && Object.keys(err.fields).length > 0) {
        form.setServerErrors(err.fields);
        setFailedAttempts((n) => n + 1);
      }
      toast({
        variant: "destructive",
        title: t("checkout.failedToPlaceOrder"),
        description: err instanceof ApiRequestError ? err.serverMessage : undefined,
      });
    }
  };

  const text = (key: "customerName" | "customerEmail" | "customerPhone", label: string, type = "text", autoComplete?: string) => (
    <FormField id={key} label={label} error={errors[key]}>
      <input
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        className={inputClass}
      />
    </FormField>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/cart" className="inline-flex items-center gap-1 text-sm font-medium text-wood-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("checkout.backToCart")}
      </Link>
      <h1 className="mb-6 mt-4 font-serif text-3xl font-semibold">{t("checkout.title")}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
        <form noValidate onSubmit={onSubmit} className="grid gap-6">
          {formError && (
            <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          )}
          <fieldset className={section}>
            <legend className={sectionTitle}>{t("checkout.contactInformation")}</legend>
            {text("customerName", t("checkout.fullName"), "text", "name")}
            {text("customerEmail", t("checkout.email"), "email", "email")}
            {text("customerPhone", t("checkout.phone"), "tel", "tel")}
          </fieldset>
          <fieldset className={section}>
            <legend className={sectionTitle}>{t("checkout.shippingInformation")}</legend>
            <FormField id="shippingAddress" label={t("checkout.shippingAddress")} error={errors.shippingAddress}>
              <textarea
                rows={3}
                autoComplete="shipping street-address"
                value={values.shippingAddress}
                onChange={(e) => set("shippingAddress", e.target.value)}
                className={inputClass}
              />
            </FormField>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={values.sameAsShipping} onChange={(e) => set("sameAsShipping", e.target.checked)} />
              {t("checkout.billingSame")}
            </label>
            <div role="radiogroup" aria-label={t("checkout.shippingMethod")} className="grid gap-2">
              <p className="text-sm font-medium">{t("checkout.shippingMethod")}</p>
              {SHIPPING_METHODS.map((m) => (
                <label key={m} className="flex items-center gap-2 rounded-md border border-wood-200 p-3 text-sm">
                  <input
                    type="radio"
                    name="shippingMethod"
                    checked={values.shippingMethod === m}
                    onChange={() => set("shippingMethod", m)}
                  />
                  <span className="font-medium">{t(`shipping.${m}`)}</span>
                  <span className="text-wood-700">({m === "standard" ? `€2.90 · ${t("shipping.freeOver")}` : "€14.95"})</span>
                </label>
              ))}
            </div>
          </fieldset>
          {!values.sameAsShipping && (
            <fieldset className={section}>
              <legend className={sectionTitle}>{t("checkout.billingInformation")}</legend>
              <FormField id="billingAddress" label={t("checkout.billingAddress")} error={errors.billingAddress}>
                <textarea
                  rows={3}
                  autoComplete="billing street-address"
                  value={values.billingAddress}
                  onChange={(e) => set("billingAddress", e.target.value)}
                  className={inputClass}
                />
              </FormField>
            </fieldset>
          )}
          <fieldset className={section}>
            <legend className={sectionTitle}>{t("checkout.orderNotes")}</legend>
            <FormField id="notes" label={t("checkout.notesLabel")} error={errors.notes}>
              <textarea rows={3} value={values.notes} onChange={(e) => set("notes", e.target.value)} className={inputClass} />
            </FormField>
          </fieldset>
          <fieldset className={section}>
            <legend className={sectionTitle}>{t("checkout.paymentMethod")}</legend>
            {PAYMENT_METHODS.map((m) => (
              <label key={m} className="flex items-center gap-2 rounded-md border border-wood-200 p-3 text-sm">
                <input type="radio" name="paymentMethod" checked={values.paymentMethod === m} onChange={() => set("paymentMethod", m)} />
                {t(`checkout.payment.${m}`)}
              </label>
            ))}
            {errors.paymentMethod && <p className="text-sm text-red-700">{errors.paymentMethod}</p>}
          </fieldset>
          <div className="grid gap-1">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.agreeToTerms}
                aria-invalid={errors.agreeToTerms ? true : undefined}
                aria-describedby="agreeToTerms-error"
                onChange={(e) => set("agreeToTerms", e.target.checked as true)}
                className="mt-1"
              />
              {t("checkout.termsLabel")}
            </label>
            {errors.agreeToTerms && (
              <p id="agreeToTerms-error" className="text-sm text-red-700">
                {errors.agreeToTerms}
              </p>
            )}
          </div>
          {values.paymentMethod === "card" ? (
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? t("checkout.processing") : t("checkout.continueToPayment")}
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={pending || !form.valid}>
              {pending ? t("checkout.processing") : t("checkout.continueWithPaypal")}
            </Button>
          )}
        </form>
        <CheckoutSummary shippingMethod={values.shippingMethod} />
      </div>
    </div>
  );
}
