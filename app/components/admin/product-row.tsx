import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "../../lib/admin-product-form.ts";
import { Price } from "../price.tsx";
import { ShopImage } from "../shop-image.tsx";
import { Button } from "../ui/button.tsx";

const badge = "rounded-full bg-wood-100 px-2 py-0.5 text-xs font-medium text-wood-900";

/** Spec §2: thumbnail, name, euro price, edit and delete; gallery rows and shop rows show different badges. */
export function ProductRow({
  product,
  categoryName,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  categoryName?: string;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 py-3">
      {product.imageUrl ? (
        <ShopImage src={product.imageUrl} sizes="56px" alt="" className="size-14 rounded-md object-cover" />
      ) : (
        <div className="size-14 rounded-md bg-wood-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{product.name}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Price amount={product.price} className="font-semibold text-wood-800" />
          {product.showInGallery ? (
            <>
              <span className={badge}>{t("admin.artPiece")}</span>
              {product.featured && <span className={badge}>{t("admin.featured")}</span>}
            </>
          ) : (
            <>
              {categoryName && <span className="text-wood-700">{categoryName}</span>}
              {product.customizable && <span className={badge}>{t("admin.personalize")}</span>}
            </>
          )}
        </div>
      </div>
      <Button variant="ghost" size="icon" aria-label={t("admin.edit", { name: product.name })} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("admin.delete", { name: product.name })}
        onClick={onDelete}
        className="text-red-700"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
