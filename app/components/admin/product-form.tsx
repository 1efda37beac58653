import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MATERIALS } from "../../../server/domain/catalog/product-schema.ts";
import { slugify } from "../../../server/domain/catalog/slug.ts";
import { type AdminProduct, formStateOf, type PhotoSlot, type ProductFormState, payloadOf } from "../../lib/admin-product-form.ts";
import { ApiRequestError, apiRequest } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { FormField, inputClass } from "../form-field.tsx";
import { Button } from "../ui/button.tsx";
import { MainPhotoPicker, PhotosPicker, releasePreview } from "./photo-picker.tsx";

interface Props {
  product?: AdminProduct;
  categories: { id: number; name: string }[];
  onDone(saved: boolean): void;
}

/** Uploads the newly chosen photos; kept photos keep their URLs. */
async function uploaded(slot: PhotoSlot): Promise<string> {
  if (!slot.file) return slot.url;
  const form = new FormData();
  form.append("file", slot.file);
  const { url } = await apiRequest<{ url: string }>("POST", "/api/admin/images", form);
  releasePreview(slot);
  return url;
}

/** Spec §2/§4/§5 admin product form, for adding (at the top) or editing (under the row). */
export function ProductForm({ product, categories, onDone }: Props) {
  const { t } = useTranslation();
  const editing = Boolean(product);
  const [s, setState] = useState<ProductFormState>(() => formStateOf(product));
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => setState((v) => ({ ...v, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!s.name.trim() || s.price.trim() === "" || !s.categoryId) {
      toast({ variant: "destructive", title: t("common.error"), description: t("admin.requiredFields") });
      return;
    }
    setSaving(true);
    try {
      const mainUrl = s.mainPhoto ? await uploaded(s.mainPhoto) : "";
      const photoUrls = await Promise.all(s.photos.map(uploaded));
      const payload = { ...payloadOf(s, mainUrl, photoUrls), slug: s.slug.trim() || slugify(s.name) };
      if (product) await apiRequest("PATCH", `/api/products/${product.id}`, payload);
      else await apiRequest("POST", "/api/products", payload);
      toast({ title: product ? t("admin.updated") : t("admin.added") });
      onDone(true);
    } catch (err) {
      const server = err instanceof ApiRequestError ? err.serverMessage : undefined;
      const description = product
        ? (server ?? (err instanceof ApiRequestError ? t("admin.serverError", { status: String(err.status) }) : t("admin.updateFailed")))
        : (server ?? t("admin.addFailed"));
      toast({ variant: "destructive", title: product ? t("admin.updateFailed") : t("admin.addFailed"), description });
      setSaving(false);
    }
  };

  const text = (
    key: "name" | "slug" | "nameDe" | "price" | "width" | "height" | "depth",
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <FormField id={`${key}-${product?.id ?? "new"}`} label={label}>
      <input
        value={s[key]}
        onChange={(e) => {
          set(key, e.target.value);
          // Spec §5: while adding, the slug follows the name.
          if (key === "name" && !editing) set("slug", slugify(e.target.value));
        }}
        className={inputClass}
        {...extra}
      />
    </FormField>
  );
  const area = (key: "description" | "details" | "descriptionDe" | "detailsDe", label: string) => (
    <FormField id={`${key}-${product?.id ?? "new"}`} label={label}>
      <textarea rows={3} value={s[key]} onChange={(e) => set(key, e.target.value)} className={inputClass} />
    </FormField>
  );
  const flag = (key: "showInGallery" | "featured" | "inStock" | "customizable", label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={s[key]} onChange={(e) => set(key, e.target.checked)} />
      {label}
    </label>
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-label={product ? t("admin.edit", { name: product.name }) : t("admin.newProduct")}
      className="grid gap-4 rounded-lg border border-wood-200 bg-wood-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", t("admin.name"))}
        {text("slug", t("admin.slug"))}
        {text("price", t("admin.price"), { type: "number", step: "0.01", min: "0", inputMode: "decimal" })}
        <FormField id={`category-${product?.id ?? "new"}`} label={t("admin.category")}>
          <select value={s.categoryId} onChange={(e) => set("categoryId", e.target.value)} className={inputClass}>
            <option value="">{t("admin.chooseCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {area("description", t("admin.description"))}
      {area("details", t("admin.details"))}
      <MainPhotoPicker value={s.mainPhoto} onChange={(slot) => set("mainPhoto", slot)} />
      <PhotosPicker value={s.photos} onChange={(slots) => set("photos", slots)} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t("admin.materials")}</legend>
        <div className="flex flex-wrap gap-4">
          {MATERIALS.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={s.materials.includes(m)}
                onChange={(e) => set("materials", e.target.checked ? [...s.materials, m] : s.materials.filter((x) => x !== m))}
              />
              {m}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {text("width", t("admin.width"), { type: "number", step: "0.1", min: "0" })}
        {text("height", t("admin.height"), { type: "number", step: "0.1", min: "0" })}
        {text("depth", t("admin.depth"), { type: "number", step: "0.1", min: "0" })}
      </div>
      <div className="flex flex-wrap gap-6">
        {flag("showInGallery", t("admin.showInGallery"))}
        {flag("featured", t("admin.featured"))}
        {flag("inStock", t("admin.showInShop"))}
        {flag("customizable", t("admin.personalize"))}
      </div>
      <details className="rounded-md border border-wood-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium">{t("admin.germanTexts")}</summary>
        <div className="mt-3 grid gap-3">
          {text("nameDe", t("admin.nameDe"))}
          {area("descriptionDe", t("admin.descriptionDe"))}
          {area("detailsDe", t("admin.detailsDe"))}
        </div>
      </details>
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t("admin.saving") : product ? t("admin.update") : t("admin.add")}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          {t("admin.cancel")}
        </Button>
      </div>
    </form>
  );
}
