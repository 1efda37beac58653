import { Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartLineItem } from "../components/cart-line.tsx";
import { EmptyCart } from "../components/empty-cart.tsx";
import { SummaryBox, SummaryRows } from "../components/order-summary.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { useCart } from "../lib/cart.tsx";
import { langOf } from "../lib/meta.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.cartTitle") },
  { name: "robots", content: "noindex" },
];

export default function CartPage() {
  const { t } = useTranslation();
  const { items, loading, subtotal, itemCount, clearCart } = useCart();
  const [clearing, setClearing] = useState(false);

  if (loading && items.length === 0) {
    return (
      <p className="py-16 text-center text-wood-800" role="status">
        {t("cart.loading")}
      </p>
    );
  }
  if (items.length === 0) return <EmptyCart />;

  const onClear = async () => {
    if (!window.confirm(t("cart.clearConfirm"))) return;
    setClearing(true);
    await clearCart();
    setClearing(false);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between">
        <h1 className="font-serif text-3xl font-semibold">{t("cart.title")}</h1>
        <Button variant="outline" onClick={onClear} disabled={clearing}>
          {clearing ? t("cart.clearing") : t("cart.clearCart")}
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <ul
          className="divide-y divide-wood-100 rounded-lg border border-wood-200 bg-white px-4"
          aria-label={t("cart.itemsInCart", { count: itemCount })}
        >
          {items.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </ul>
        <SummaryBox>
          <SummaryRows
            rows={[
              { label: t("cart.subtotal", { count: itemCount }), value: subtotal },
              { label: t("cart.shipping"), value: t("cart.calculatedAtCheckout") },
              { label: t("cart.tax"), value: t("cart.calculatedAtCheckout") },
              { label: t("cart.total"), value: subtotal, strong: true },
            ]}
          />
          <Button asChild size="lg" className="mt-5 w-full">
            <Link to="/stripe-checkout" reloadDocument>
              <Lock aria-hidden="true" />
              {t("cart.secureCheckout")}
            </Link>
          </Button>
        </SummaryBox>
      </div>
    </div>
  );
}
