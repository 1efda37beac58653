import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../../server/db/schema.ts";
import { cn } from "../../lib/cn.ts";

const tone: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  payment_failed: "bg-red-100 text-red-900",
  needs_review: "bg-red-100 text-red-900",
  paid: "bg-green-100 text-green-900",
  in_production: "bg-blue-100 text-blue-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-wood-100 text-wood-900",
  cancelled: "bg-stone-200 text-stone-800",
  refunded: "bg-stone-200 text-stone-800",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", tone[status])}>{t(`adminOrders.statuses.${status}`)}</span>;
}
