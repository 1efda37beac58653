import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, Link } from "react-router";
import type { Product } from "../../server/domain/catalog/product-view.ts";
import { Price } from "../components/price.tsx";
import { ShopImage } from "../components/shop-image.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { servicesContext } from "../context.ts";
import { tFor } from "../i18n/index.ts";
import { langFromCookieHeader } from "../i18n/languages.ts";
import { langOf, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/gallery";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromCookieHeader(request.headers.get("cookie"));
  return { pieces: context.get(servicesContext).catalog.listGallery(lang) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = tFor(langOf(matches));
  return pageMeta(langOf(matches), t("meta.galleryTitle"), t("meta.galleryDescription"));
};

const gridClass = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-wood-900 to-wood-800 text-wood-50">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:py-20">
          <h1 className="font-serif text-4xl font-semibold sm:text-5xl">{t("gallery.heroTitle")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-wood-100">{t("gallery.heroText")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <Suspense fallback={<GallerySkeleton />}>
          <Await resolve={loaderData.pieces}>{(pieces) => <GalleryGrid pieces={pieces} />}</Await>
        </Suspense>
      </div>
    </>
  );
}

function GalleryGrid({ pieces }: { pieces: Product[] }) {
  const { t } = useTranslation();
  if (pieces.length === 0) {
    return (
      <div className="py-16 text-center">
        <h2 className="font-serif text-2xl font-semibold text-wood-900">{t("gallery.comingSoonTitle")}</h2>
        <p className="mt-2 text-wood-800">{t("gallery.comingSoonText")}</p>
      </div>
    );
  }
  return (
    <ul className={gridClass}>
      {pieces.map((p, i) => (
        <li key={p.id} className="group relative overflow-hidden rounded-lg bg-white shadow-sm">
          <ShopImage
            src={p.imageUrl}
            sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            priority={i === 0}
            className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <div className="p-4">
            <h2 className="font-serif text-lg font-semibold text-wood-900">
              <Link to={`/products/${p.slug}`} className="after:absolute after:inset-0">
                {p.name}
              </Link>
            </h2>
            <Price amount={p.price} className="text-sm text-wood-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2: 8 skeleton cards while loading. */
function GallerySkeleton() {
  return (
    <div className={gridClass}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} data-testid="gallery-skeleton" className="overflow-hidden rounded-lg bg-white">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
