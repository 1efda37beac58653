import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Await, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { productsInCategory } from "../../server/domain/catalog/listing.ts";
import type { Category, Product } from "../../server/domain/catalog/product-view.ts";
import { isSort, SORTS, type Sort, sortProducts } from "../../server/domain/catalog/sort.ts";
import { GridSkeleton, ProductCard, productGridClass } from "../components/product-card.tsx";
import { servicesContext } from "../context.ts";
import { tFor } from "../i18n/index.ts";
import { langFromCookieHeader } from "../i18n/languages.ts";
import { CATEGORY_EVENT, storedCategory } from "../lib/category.ts";
import { langOf, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromCookieHeader(request.headers.get("cookie"));
  const { catalog } = context.get(servicesContext);
  return { products: catalog.listProducts(lang), categories: await catalog.listCategories(lang) };
}

/** Category and sort only filter what is already loaded; the language switch still revalidates. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, data, location }) => {
  const lang = langOf(matches);
  const t = tFor(lang);
  const slug = new URLSearchParams(location.search).get("category");
  const category = data?.categories.find((c) => c.slug === slug);
  return pageMeta(lang, category?.name ?? t("meta.productsTitle"), category?.description ?? t("meta.productsDescription"));
};

/** Spec §2/§4: the category comes from ?category, else from the stored selection; the URL keeps the sort. */
function useActiveCategory(): string | null {
  const [params] = useSearchParams();
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    setStored(storedCategory());
    const onChange = (e: Event) => setStored((e as CustomEvent<string | null>).detail);
    window.addEventListener(CATEGORY_EVENT, onChange);
    return () => window.removeEventListener(CATEGORY_EVENT, onChange);
  }, []);
  return params.get("category") ?? stored;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const slug = useActiveCategory();
  const requested = params.get("sort");
  const sort: Sort = isSort(requested) ? requested : "featured";
  const category = loaderData.categories.find((c) => c.slug === slug);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const changeSort = (next: Sort) =>
    setParams(
      (p) => {
        if (next === "featured") p.delete("sort");
        else p.set("sort", next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-wood-900 sm:text-4xl">{category?.name ?? t("products.allProducts")}</h1>
          {category?.description && <p className="mt-2 max-w-2xl text-wood-800">{category.description}</p>}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-wood-900">
          {t("products.sortBy")}
          <select
            value={sort}
            onChange={(e) => changeSort(e.target.value as Sort)}
            className="h-10 rounded-md border border-wood-300 bg-white px-3 text-sm"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`products.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Suspense fallback={<GridSkeleton count={8} />}>
        <Await resolve={loaderData.products}>
          {(products) => <ProductGrid products={products} categories={loaderData.categories} slug={slug} sort={sort} />}
        </Await>
      </Suspense>
    </div>
  );
}

function ProductGrid({
  products,
  categories,
  slug,
  sort,
}: {
  products: Product[];
  categories: Category[];
  slug: string | null;
  sort: Sort;
}) {
  const { t } = useTranslation();
  const listed = sortProducts(productsInCategory(products, categories, slug).products, sort);
  if (listed.length === 0) return <p className="py-16 text-center text-wood-800">{t("products.noProducts")}</p>;
  return (
    <>
      <p className="mb-4 text-sm text-wood-700" aria-live="polite">
        {t("products.count", { count: listed.length })}
      </p>
      <div className={productGridClass}>
        {listed.map((p, i) => (
          <ProductCard key={p.id} product={p} priority={i < 2} />
        ))}
      </div>
    </>
  );
}
