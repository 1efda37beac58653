import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { ORDER_STATUSES, type OrderStatus } from "../../server/db/schema.ts";
import { AdminNav } from "../components/admin/admin-nav.tsx";
import { OrderStatusBadge } from "../components/admin/order-status-badge.tsx";
import { inputClass } from "../components/form-field.tsx";
import { Price } from "../components/price.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { requireAdminPage } from "../lib/admin-guard.ts";
import { useLanguage } from "../lib/language.tsx";
import { langOf } from "../lib/meta.ts";
import type { Route } from "./+types/admin-orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = await requireAdminPage(request, context);
  const url = new URL(request.url);
  const requested = url.searchParams.get("status");
  const status = (ORDER_STATUSES as readonly string[]).includes(requested ?? "") ? (requested as OrderStatus) : undefined;
  const q = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  return { orders: await services.orderAdmin.list({ status, q }), status: status ?? "", q: q ?? "" };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.ordersTitle") },
  { name: "robots", content: "noindex" },
];

/** Newest orders first, filtered by status and searched by name or e-mail (the filters live in the URL). */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { orders, status, q } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminNav />
      <h1 className="mb-4 font-serif text-3xl font-semibold">{t("adminOrders.title")}</h1>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {t("adminOrders.filterStatus")}
          <select name="status" defaultValue={status} className={inputClass}>
            <option value="">{t("adminOrders.allStatuses")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminOrders.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid flex-1 gap-1 text-sm font-medium">
          {t("adminOrders.search")}
          <input type="search" name="q" defaultValue={q} className={inputClass} />
        </label>
        <Button type="submit">{t("adminOrders.searchButton")}</Button>
      </Form>
      {orders.length === 0 ? (
        <p className="text-wood-800">{t("adminOrders.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-wood-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-wood-50 text-xs uppercase tracking-wide text-wood-800">
              <tr>
                <th className="p-3">{t("adminOrders.order")}</th>
                <th className="p-3">{t("adminOrders.date")}</th>
                <th className="p-3">{t("adminOrders.customer")}</th>
                <th className="p-3">{t("adminOrders.total")}</th>
                <th className="p-3">{t("adminOrders.status")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-wood-100">
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className="p-3 font-medium">
                    <Link to={`/admin/orders/${o.id}`} className="underline">
                      #{o.id}
                    </Link>
                  </td>
                  <td className="p-3">{new Date(o.createdAt).toLocaleDateString(language === "de" ? "de-DE" : "en-GB")}</td>
                  <td className="p-3">
                    {o.customerName}
                    <br />
                    <span className="text-wood-700">{o.customerEmail}</span>
                  </td>
                  <td className="p-3">
                    <Price amount={o.totalAmount} />
                  </td>
                  <td className="p-3">
                    <OrderStatusBadge status={o.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
