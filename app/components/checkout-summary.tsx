import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ShippingMethod } from "../../server/domain/checkout/pricing.ts";
import { apiRequest } from "../lib/api.ts";
import { useCart } from "../lib/cart.tsx";
import { CustomizationList } from "./cart-line.tsx";
import { SummaryBox, SummaryRows } from "./order-summary.tsx";
import { Price } from "./price.tsx";
import { ShopImage } from "./shop-image.tsx";

interface Summary {
  subtotal: number;
  shipping: number;
  total: number;
}

/** The checkout's right column: the lines, and shipping and total as the server computes them. */
export function CheckoutSummary({ shippingMethod }: { shippingMethod: ShippingMethod }) {
  const { t } = useTranslation();
  const { items, cartId, subtotal } = useCart();
  const [summary, setSummary] = useState<Summary | null>(null);
  const signature = items.map((i) => `${i.id}:${i.quantity}`).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the lines change
  useEffect(() => {
    if (!cartId) return;
    let current = true;
    apiRequest<Summary>("GET", `/api/cart/${cartId}/summary?shipping=${shippingMethod}`)
      .then((s) => current && setSummary(s))
      .catch((err) => console.error("Failed to fetch cart summary", err));
    return () => {
      current = false;
    };
  }, [cartId, shippingMethod, signature]);

  return (
    <SummaryBox>
      <ul className="mb-4 divide-y divide-wood-100">
        {items.map((line) => (
          <li key={line.id} className="flex gap-3 py-3">
            <ShopImage src={line.product.imageUrl} sizes="64px" alt="" className="size-16 rounded-md object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{line.product.name}</p>
              <p className="text-wood-700">{t("checkout.quantityShort", { count: line.quantity })}</p>
              <CustomizationList customizations={line.customizations} />
            </div>
            <Price amount={line.product.price * line.quantity} className="text-sm font-semibold" />
          </li>
        ))}
      </ul>
      <SummaryRows
        rows={[
          { label: t("checkout.subtotal"), value: summary?.subtotal ?? subtotal },
          {
            label: t("checkout.shipping"),
            value: summary ? (summary.shipping === 0 ? t("shipping.free") : summary.shipping) : t("cart.calculatedAtCheckout"),
          },
          { label: t("checkout.tax"), value: t("cart.calculatedAtCheckout") },
          { label: t("checkout.total"), value: summary?.total ?? subtotal, strong: true },
        ]}
      />
      <p className="mt-4 flex items-center gap-2 text-xs text-wood-700">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t("checkout.secure")}
      </p>
      <Link to="/cart" className="mt-3 inline-block text-sm font-medium text-wood-800 underline underline-offset-4">
        {t("checkout.editCart")}
      </Link>
    </SummaryBox>
  );
}
