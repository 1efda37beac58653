import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { AdminNav } from "../components/admin/admin-nav.tsx";
import { OrderActions } from "../components/admin/order-actions.tsx";
import { OrderStatusBadge } from "../components/admin/order-status-badge.tsx";
import { OrderLines } from "../components/order-lines.tsx";
import { Price } from "../components/price.tsx";
import { tFor } from "../i18n/index.ts";
import { requireAdminPage } from "../lib/admin-guard.ts";
import { langOf } from "../lib/meta.ts";
import type { Route } from "./+types/admin-order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await requireAdminPage(request, context);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    return { order: await services.orderAdmin.detail(Number(params.id)) };
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: `#${params.id} – ${tFor(langOf(matches))("meta.ordersTitle")}` },
  { name: "robots", content: "noindex" },
];

const box = "rounded-lg border border-wood-200 bg-white p-5";

/** One order for the owner: lines with personalisation, addresses, notes, payment and the next steps. */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminNav />
      <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm font-medium text-wood-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("adminOrders.back")}
      </Link>
      <div className="mb-6 mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-semibold">
          {t("adminOrders.order")} #{order.id}
        </h1>
        <OrderStatusBadge status={order.status} />
        {order.requestIds.map((id) => (
          <Link key={id} to={`/admin/requests/${id}`} className="text-sm font-medium underline">
            {t("adminRequests.nav")} #{id}
          </Link>
        ))}
      </div>
      <section aria-label={t("adminOrders.actions")} className={`${box} mb-6`}>
        <h2 className="mb-3 font-semibold">{t("adminOrders.actions")}</h2>
        <OrderActions id={order.id} status={order.status} />
        {order.trackingNumber && (
          <p className="mt-3 text-sm">
            {t("adminOrders.tracking")}: <strong>{order.trackingNumber}</strong>
          </p>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className={box}>
          <h2 className="mb-3 font-semibold">{t("adminOrders.lines")}</h2>
          <OrderLines order={order} />
        </section>
        <section className={box}>
          <h2 className="mb-3 font-semibold">{t("adminOrders.customer")}</h2>
          <p className="text-sm">
            {order.customerName}
            <br />
            <a href={`mailto:${order.customerEmail}`} className="underline">
              {order.customerEmail}
            </a>
            {order.customerPhone && (
              <>
                <br />
                {order.customerPhone}
              </>
            )}
          </p>
          <h3 className="mb-1 mt-4 text-sm font-semibold">{t("adminOrders.shippingAddress")}</h3>
          <p className="whitespace-pre-line text-sm">{order.shippingAddress}</p>
          <h3 className="mb-1 mt-4 text-sm font-semibold">{t("adminOrders.billingAddress")}</h3>
          <p className="whitespace-pre-line text-sm">{order.billingAddress}</p>
          {order.notes && (
            <>
              <h3 className="mb-1 mt-4 text-sm font-semibold">{t("adminOrders.notes")}</h3>
              <p className="whitespace-pre-line text-sm">{order.notes}</p>
            </>
          )}
          <h3 className="mb-1 mt-4 text-sm font-semibold">{t("adminOrders.payment")}</h3>
          {order.payments.length === 0 ? (
            <p className="text-sm text-wood-800">{t("adminOrders.noPayments")}</p>
          ) : (
            <ul className="text-sm">
              {order.payments.map((p) => (
                <li key={p.reference}>
                  {t(`payment.providers.${p.provider}`)} · {p.status} · <Price amount={p.amount} />
                  {p.failureMessage && <span className="text-red-700"> · {p.failureMessage}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
