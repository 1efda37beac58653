import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "../../server/domain/catalog/product-view.ts";
import { Price } from "./price.tsx";
import { ShopImage } from "./shop-image.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

export const GRID_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-wood-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-wood-50">
        <ShopImage
          src={product.imageUrl}
          sizes={GRID_SIZES}
          alt=""
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {product.featured && <Badge>{t("products.featured")}</Badge>}
          {product.customizable && <Badge>{t("products.personalize")}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm font-medium text-ink sm:text-base">
          <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <Price amount={product.price} className="mt-auto font-semibold text-wood-800" />
        {!product.inStock && <span className="text-xs text-red-700">{t("products.outOfStock")}</span>}
      </div>
    </article>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-wood-900 shadow-sm">{children}</span>;
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-wood-100 bg-white" data-testid="product-skeleton">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}

export const productGridClass = "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4";

export function GridSkeleton({ count }: { count: number }) {
  return (
    <div className={productGridClass}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
