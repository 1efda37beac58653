import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OrderView } from "../../server/domain/orders/order-view.ts";
import { OrderLines } from "../components/order-lines.tsx";
import { Price } from "../components/price.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useLanguage } from "../lib/language.tsx";
import { langOf } from "../lib/meta.ts";
import { useRootData } from "../lib/shop.ts";
import type { Route } from "./+types/confirmation";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.confirmationTitle") },
  { name: "robots", content: "noindex" },
];

/**
 * Orders are read in the browser: only it holds the cart id (localStorage) or the e-mail's token
 * that the server requires before it shows an order.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  try {
    return {
      order: await apiRequest<OrderView>(
        "GET",
        `/api/orders/${encodeURIComponent(params.id)}`,
        undefined,
        token ? { "X-Order-Token": token } : {},
      ),
    };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return { order: null };
    throw err;
  }
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <p className="py-20 text-center text-wood-800" role="status">
      {t("confirmation.loading")}
    </p>
  );
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { shop } = useRootData();
  const { order } = loaderData;

  if (!order) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-serif text-3xl font-semibold">{t("confirmation.notFoundTitle")}</h1>
        <p className="mt-3 text-wood-800">{t("confirmation.notFoundText")}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t("confirmation.returnHome")}</Link>
        </Button>
      </div>
    );
  }

  const placed = new Date(order.createdAt).toLocaleString(language === "de" ? "de-DE" : "en-GB", { dateStyle: "long", timeStyle: "short" });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
        <h1 className="mt-4 font-serif text-3xl font-semibold">{t("confirmation.thankYou")}</h1>
        <p className="mt-2 text-wood-800">{t("confirmation.intro", { email: order.customerEmail })}</p>
      </div>
      <div className="mt-8 grid gap-6 rounded-lg border border-wood-200 bg-white p-6 sm:grid-cols-2">
        <Detail label={t("confirmation.orderNumber")}>#{order.id}</Detail>
        <Detail label={t("confirmation.placedOn")}>{placed}</Detail>
        <Detail label={t("confirmation.shippingAddress")}>
          <span className="whitespace-pre-line">{order.shippingAddress}</span>
        </Detail>
        <Detail label={t("confirmation.contact")}>
          {order.customerName}
          <br />
          {order.customerEmail}
          {order.customerPhone && (
            <>
              <br />
              {order.customerPhone}
            </>
          )}
        </Detail>
        <Detail label={t("confirmation.paymentMethod")}>
          {t(`checkout.payment.${order.paymentMethod}`)}
          <br />
          <PaymentStatus order={order} />
        </Detail>
        <Detail label={t("confirmation.total")}>
          <Price amount={order.totalAmount} className="text-lg font-semibold" />
        </Detail>
      </div>
      <section aria-labelledby="items-heading" className="mt-6 rounded-lg border border-wood-200 bg-white p-6">
        <h2 id="items-heading" className="mb-3 font-serif text-xl font-semibold">
          {t("confirmation.items")}
        </h2>
        <OrderLines order={order} />
      </section>
      <section aria-labelledby="next-heading" className="mt-6 rounded-lg bg-sand/60 p-6">
        <h2 id="next-heading" className="font-serif text-xl font-semibold">
          {t("confirmation.whatsNext")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>{t("confirmation.whatsNextCraft")}</li>
          <li>{t("confirmation.whatsNextTracking")}</li>
        </ul>
        <p className="mt-4 text-sm">
          {t("confirmation.support")}{" "}
          <a href={`mailto:${shop.email}`} className="font-medium underline">
            {shop.email}
          </a>
        </p>
      </section>
      <div className="mt-8 text-center">
        <Button asChild size="lg">
          <Link to="/">{t("confirmation.continueShopping")}</Link>
        </Button>
      </div>
    </div>
  );
}

/** Whether the money arrived; an unpaid order can be paid from here. */
function PaymentStatus({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (order.status === "pending" || order.status === "payment_failed") {
    return (
      <>
        <span className="font-medium text-amber-800">
          {order.status === "pending" ? t("payment.statusAwaiting") : t("payment.statusFailed")}
        </span>{" "}
        <Link to={`/stripe-checkout?order=${order.id}`} reloadDocument className="font-medium underline">
          {t("payment.payNow")}
        </Link>
      </>
    );
  }
  if (order.status === "needs_review") return <span className="font-medium text-amber-800">{t("payment.statusReview")}</span>;
  if (order.status === "cancelled" || order.status === "refunded") return null;
  return <span className="font-medium text-green-800">{t("payment.statusPaid")}</span>;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-wood-700">{label}</p>
      <p className="mt-1 text-sm">{children}</p>
    </div>
  );
}
