import { useTranslation } from "react-i18next";
import type { OrderView } from "../../server/domain/orders/order-view.ts";
import { CustomizationList } from "./cart-line.tsx";
import { SummaryRows } from "./order-summary.tsx";
import { Price } from "./price.tsx";

/** A placed order's lines with their personalisation, then subtotal, shipping and total. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="mb-4 divide-y divide-wood-100">
        {order.items.map((i) => (
          <li key={i.id} className="flex justify-between gap-4 py-2 text-sm">
            <div>
              <p className="font-medium">
                {i.quantity} × {i.name}
              </p>
              <CustomizationList customizations={i.customizations} />
            </div>
            <Price amount={i.lineTotal} />
          </li>
        ))}
      </ul>
      <SummaryRows
        rows={[
          { label: t("checkout.subtotal"), value: order.subtotal },
          {
            label: `${t("checkout.shipping")} (${t(`shipping.${order.shippingMethod}`)})`,
            value: order.shipping === 0 ? t("shipping.free") : order.shipping,
          },
          { label: t("checkout.total"), value: order.totalAmount, strong: true },
        ]}
      />
    </>
  );
}
