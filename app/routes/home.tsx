import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, Link } from "react-router";
import type { Product } from "../../server/domain/catalog/product-view.ts";
import { GridSkeleton, ProductCard, productGridClass } from "../components/product-card.tsx";
import { ShopImage } from "../components/shop-image.tsx";
import { Button } from "../components/ui/button.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { servicesContext } from "../context.ts";
import { tFor } from "../i18n/index.ts";
import { langFromCookieHeader } from "../i18n/languages.ts";
import { langOf, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromCookieHeader(request.headers.get("cookie"));
  // Not awaited: the page streams, and client navigations show skeletons until the data arrives.
  return { selection: context.get(servicesContext).catalog.homeSelection(lang) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = tFor(langOf(matches));
  return pageMeta(langOf(matches), t("meta.homeTitle"), t("meta.homeDescription"));
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-sand to-cream">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl font-serif text-4xl font-semibold tracking-tight text-wood-900 sm:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-wood-800">{t("home.heroDescription")}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/products">{t("home.shopNow")}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="featured-heading" className="mb-6 font-serif text-2xl font-semibold text-wood-900 sm:text-3xl">
          {t("home.featuredTitle")}
        </h2>
        <Suspense fallback={<GridSkeleton count={8} />}>
          <Await resolve={loaderData.selection}>{(s) => <FeaturedGrid products={s.products} />}</Await>
        </Suspense>
        <div className="mt-8 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/products">{t("home.exploreAll")}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="gallery-heading" className="bg-sand/60">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="gallery-heading" className="font-serif text-2xl font-semibold text-wood-900 sm:text-3xl">
            {t("home.galleryTitle")}
          </h2>
          <p className="mb-6 mt-2 text-wood-800">{t("home.galleryIntro")}</p>
          <Suspense fallback={<GallerySkeleton />}>
            <Await resolve={loaderData.selection}>{(s) => <GalleryPreview pieces={s.gallery} />}</Await>
          </Suspense>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h2 className="font-serif text-2xl font-semibold text-wood-900 sm:text-3xl">{t("home.customTitle")}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-wood-800">{t("home.customText")}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/custom-orders">{t("home.requestCustomOrder")}</Link>
        </Button>
      </section>
    </>
  );
}

function FeaturedGrid({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="py-8 text-center text-wood-800">{t("home.noFeatured")}</p>;
  return (
    <div className={productGridClass}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} priority={i < 2} />
      ))}
    </div>
  );
}

function GalleryPreview({ pieces }: { pieces: Product[] }) {
  const { t } = useTranslation();
  if (pieces.length === 0) return <p className="py-8 text-center text-wood-800">{t("home.galleryComingSoon")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {pieces.map((p) => (
        <li key={p.id}>
          <Link to="/wooden-gallery" className="block overflow-hidden rounded-lg shadow-sm" aria-label={`${t("nav.gallery")}: ${p.name}`}>
            <ShopImage
              src={p.imageUrl}
              sizes="(min-width: 768px) 25vw, 50vw"
              alt={p.name}
              className="aspect-square w-full object-cover transition-transform duration-300 hover:scale-105"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GallerySkeleton() {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="aspect-square" />
      ))}
    </div>
  );
}
