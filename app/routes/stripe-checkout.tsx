import { Lock } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import type { OrderView } from "../../server/domain/orders/order-view.ts";
import { EmptyCart } from "../components/empty-cart.tsx";
import { SummaryBox, SummaryRows } from "../components/order-summary.tsx";
import { DemoPaymentPanel } from "../components/payment/demo-panel.tsx";
import type { PaymentResult } from "../components/payment/types.ts";
import { tFor } from "../i18n/index.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useCart } from "../lib/cart.tsx";
import { langOf } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import { usePaymentStart } from "../lib/use-payment-start.ts";
import type { Route } from "./+types/stripe-checkout";

// The providers' code loads only on this screen, and only the one in use.
const StripePaymentForm = lazy(() => import("../components/payment/stripe-form.tsx"));
const PayPalPayment = lazy(() => import("../components/payment/paypal-buttons.tsx"));

interface PaymentConfig {
  card: "stripe" | "demo" | null;
  wallet: "paypal" | "demo" | null;
  stripePublishableKey?: string;
  paypalClientId?: string;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.paymentTitle") },
  { name: "robots", content: "noindex" },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const orderId = Number(new URL(request.url).searchParams.get("order"));
  const config = await apiRequest<PaymentConfig>("GET", "/api/payments/config");
  if (!Number.isInteger(orderId) || orderId <= 0) return { config, order: null, asked: false };
  try {
    return { config, order: await apiRequest<OrderView>("GET", `/api/orders/${orderId}`), asked: true };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return { config, order: null, asked: true };
    throw err;
  }
}

export function HydrateFallback() {
  return <SettingUp />;
}

function SettingUp() {
  const { t } = useTranslation();
  return (
    <p className="py-20 text-center text-wood-800" role="status">
      {t("payment.settingUp")}
    </p>
  );
}

export default function PaymentScreen({ loaderData }: Route.ComponentProps) {
  const { order, config, asked } = loaderData;
  const { items, loading } = useCart();
  if (!asked) {
    // From the cart page: the order's details are asked for at checkout first.
    if (loading && items.length === 0) return <SettingUp />;
    return items.length === 0 ? <EmptyCart /> : <Navigate to="/checkout" replace />;
  }
  if (!order) return <EmptyCart />;
  if (order.status !== "pending" && order.status !== "payment_failed") return <Navigate to={`/confirmation/${order.id}`} replace />;
  return <PayOrder order={order} config={config} />;
}

function PayOrder({ order, config }: { order: OrderView; config: PaymentConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const method = order.paymentMethod;
  const provider = method === "card" ? config.card : config.wallet;
  const started = usePaymentStart(order.id, method, order.totalAmount, provider !== null && provider !== "paypal");

  const onResult = (result: PaymentResult) => {
    if (result.paid) {
      toast({ title: t("payment.successTitle"), description: t("payment.successText") });
      navigate(`/confirmation/${order.id}`);
    } else {
      toast({ variant: "destructive", title: t("payment.failedTitle"), description: result.message });
    }
  };

  let widget: React.ReactNode;
  if (!provider) widget = <p className="text-sm text-red-700">{t("payment.unavailable")}</p>;
  else if (provider === "paypal")
    widget = <PayPalPayment clientId={config.paypalClientId ?? ""} orderId={order.id} total={order.totalAmount} onResult={onResult} />;
  else if (!started) widget = <SettingUp />;
  else if (started.provider === "stripe" && started.clientSecret)
    widget = (
      <StripePaymentForm
        publishableKey={config.stripePublishableKey ?? ""}
        clientSecret={started.clientSecret}
        orderId={order.id}
        onResult={onResult}
      />
    );
  else widget = <DemoPaymentPanel reference={started.reference} onResult={onResult} />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 font-serif text-3xl font-semibold">{t("payment.title")}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <section aria-label={t("payment.title")} className="rounded-lg border border-wood-200 bg-white p-5">
          <p className="mb-4 text-sm text-wood-700">{t("payment.orderLabel", { id: String(order.id) })}</p>
          <Suspense fallback={<SettingUp />}>{widget}</Suspense>
        </section>
        <SummaryBox>
          <SummaryRows
            rows={[
              { label: t("checkout.subtotal"), value: order.subtotal },
              { label: t("checkout.shipping"), value: order.shipping === 0 ? t("shipping.free") : order.shipping },
              { label: t("checkout.total"), value: order.totalAmount, strong: true },
            ]}
          />
          {provider && (
            <p className="mt-4 flex items-center gap-2 text-xs text-wood-700">
              <Lock className="size-4" aria-hidden="true" />
              {t("payment.securedBy", { provider: t(`payment.providers.${provider}`) })}
            </p>
          )}
        </SummaryBox>
      </div>
    </div>
  );
}
