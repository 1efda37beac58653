import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type CartLine, useCart } from "../lib/cart.tsx";
import { Price } from "./price.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { ShopImage } from "./shop-image.tsx";
import { Button } from "./ui/button.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

/** Personalisations shown as "label: value" lines (spec §2 cart drawer). */
export function CustomizationList({ customizations }: { customizations: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(customizations);
  if (entries.length === 0) return null;
  return (
    <ul className="text-xs text-wood-700">
      {entries.map(([key, value]) => (
        <li key={key}>
          {t(`personalization.labels.${key}` as never, { defaultValue: key })}:{" "}
          {key === "motive" ? t(`personalization.motives.${value}` as never, { defaultValue: value }) : value}
        </li>
      ))}
    </ul>
  );
}

/** One cart line: image, name, unit price, personalisation, quantity control, line total and Remove. */
export function CartLineItem({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { updateItem, removeItem } = useCart();
  const { product } = line;
  if (!product) {
    return (
      <li className="flex gap-3 py-4" aria-label={t("cart.loadingItem")}>
        <Skeleton className="size-20" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </li>
    );
  }
  return (
    <li className="flex gap-3 py-4">
      <ShopImage src={product.imageUrl} sizes="80px" alt="" className="size-20 shrink-0 rounded-md object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/products/${product.slug}`} onClick={onNavigate} className="font-medium text-ink hover:underline">
            {product.name}
          </Link>
          <Price amount={product.price * line.quantity} className="shrink-0 text-sm font-semibold" />
        </div>
        <p className="text-xs text-wood-700">
          {t("cart.unitPrice")}: <Price amount={product.price} />
        </p>
        <CustomizationList customizations={line.customizations} />
        <div className="mt-1 flex items-center justify-between">
          <QuantityStepper size="sm" value={line.quantity} onChange={(q) => void updateItem(line.id, q)} />
          <Button variant="link" size="sm" className="px-0 text-red-700" onClick={() => void removeItem(line.id)}>
            {t("cart.remove")}
          </Button>
        </div>
      </div>
    </li>
  );
}
