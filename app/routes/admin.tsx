import { Plus, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AdminNav } from "../components/admin/admin-nav.tsx";
import { ProductForm } from "../components/admin/product-form.tsx";
import { ProductRow } from "../components/admin/product-row.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { langFromCookieHeader } from "../i18n/languages.ts";
import { requireAdminPage } from "../lib/admin-guard.ts";
import type { AdminProduct } from "../lib/admin-product-form.ts";
import { ADMIN_TOKEN_KEY, ApiRequestError, apiRequest } from "../lib/api.ts";
import { langOf } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/admin";

/** Without a valid session the page is not rendered at all: the server sends the browser to /login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = await requireAdminPage(request, context);
  return { categories: await services.catalog.listCategories(langFromCookieHeader(request.headers.get("cookie"))) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.adminTitle") },
  { name: "robots", content: "noindex" },
];

type Editing = "new" | number | null;

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { categories } = loaderData;
  const [products, setProducts] = useState<AdminProduct[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(async () => {
    setProducts(null);
    try {
      setProducts(await apiRequest<AdminProduct[]>("GET", "/api/admin/products"));
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) navigate("/login");
      else console.error("Failed to fetch products", err);
    }
  }, [navigate]);
  useEffect(() => {
    void load();
  }, [load]);

  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void load();
  };
  const remove = async (p: AdminProduct) => {
    if (!window.confirm(p.showInGallery ? t("admin.confirmDeleteArt") : t("admin.confirmDeleteProduct"))) return;
    try {
      await apiRequest("DELETE", `/api/products/${p.id}`);
      toast({ title: t("admin.deleted") });
      void load();
    } catch {
      toast({ variant: "destructive", title: t("common.error"), description: t("admin.deleteFailed") });
    }
  };
  const logout = async () => {
    await apiRequest("POST", "/api/admin/logout").catch(() => undefined);
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    navigate("/login");
  };

  const gallery = products?.filter((p) => p.showInGallery) ?? [];
  const shop = products?.filter((p) => !p.showInGallery) ?? [];
  const list = (items: AdminProduct[], empty: string, loadingText: string) => {
    if (!products)
      return (
        <p role="status" className="py-4 text-sm text-wood-800">
          {loadingText}
        </p>
      );
    if (items.length === 0) return <p className="py-4 text-sm text-wood-800">{empty}</p>;
    return (
      <ul className="divide-y divide-wood-100">
        {items.map((p) => (
          <li key={p.id}>
            <ProductRow
              product={p}
              categoryName={categories.find((c) => c.id === p.categoryId)?.name}
              onEdit={() => setEditing(p.id)}
              onDelete={() => void remove(p)}
            />
            {editing === p.id && <ProductForm product={p} categories={categories} onDone={done} />}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminNav />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold">{t("admin.title")}</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {t("admin.addNew")}
          </Button>
          <Button variant="outline" onClick={() => void load()}>
            <RefreshCw aria-hidden="true" />
            {t("admin.refresh")}
          </Button>
          <Button variant="ghost" onClick={() => void logout()}>
            {t("admin.logout")}
          </Button>
        </div>
      </div>
      {editing === "new" && (
        <div className="mb-8">
          <ProductForm categories={categories} onDone={done} />
        </div>
      )}
      <section aria-labelledby="gallery-list" className="mb-10 rounded-lg border border-wood-200 bg-white p-5">
        <h2 id="gallery-list" className="font-serif text-xl font-semibold">
          {t("admin.galleryList")}{" "}
          <span className="text-sm font-normal text-wood-700">({t("admin.artPieces", { count: gallery.length })})</span>
        </h2>
        {list(gallery, t("admin.noArt"), t("admin.loadingGallery"))}
      </section>
      <section aria-labelledby="products-list" className="rounded-lg border border-wood-200 bg-white p-5">
        <h2 id="products-list" className="font-serif text-xl font-semibold">
          {t("admin.productsList")}{" "}
          <span className="text-sm font-normal text-wood-700">({t("admin.productCount", { count: shop.length })})</span>
        </h2>
        {list(shop, t("admin.noProducts"), t("admin.loadingProducts"))}
      </section>
    </div>
  );
}
