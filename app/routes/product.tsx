import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { checkCustomizations, personalisationRule } from "../../server/domain/catalog/personalisation.ts";
import type { Product } from "../../server/domain/catalog/product-view.ts";
import { type Customizations, PersonalisationFields } from "../components/personalisation-fields.tsx";
import { Price } from "../components/price.tsx";
import { ProductGallery } from "../components/product-gallery.tsx";
import { QuantityStepper } from "../components/quantity-stepper.tsx";
import { Button } from "../components/ui/button.tsx";
import { servicesContext } from "../context.ts";
import { tFor } from "../i18n/index.ts";
import { langFromCookieHeader } from "../i18n/languages.ts";
import { ApiRequestError } from "../lib/api.ts";
import { useCart } from "../lib/cart.tsx";
import { langOf, pageMeta } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/product";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langFromCookieHeader(request.headers.get("cookie"));
  const product = await context.get(servicesContext).catalog.getProduct(params.slug, lang);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  const lang = langOf(matches);
  const t = tFor(lang);
  if (!d) return pageMeta(lang, t("product.notFoundTitle"), t("product.notFoundText"));
  return pageMeta(lang, d.product.name, d.product.description || t("meta.productDescriptionFallback"));
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const { t } = useTranslation();
  const images = product.imageUrls.length > 0 ? product.imageUrls : [product.imageUrl];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackLink />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery images={images} name={product.name} />
        <div className="flex flex-col gap-6">
          <div>
            <h1 className="font-serif text-3xl font-semibold text-wood-900 sm:text-4xl">{product.name}</h1>
            <Price amount={product.price} className="mt-3 block text-2xl font-semibold text-wood-800" />
          </div>
          <p className="leading-relaxed text-wood-900">{product.description}</p>
          <ProductDetails product={product} />
          <PurchaseForm key={product.id} product={product} />
          <section aria-labelledby="shipping-heading" className="rounded-lg bg-sand/60 p-4 text-sm text-wood-900">
            <h2 id="shipping-heading" className="mb-2 font-semibold">
              {t("product.shippingTitle")}
            </h2>
            <p>{t("product.shippingText")}</p>
            <p className="mt-2">{t("product.returnsText")}</p>
          </section>
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/products" className="inline-flex items-center gap-1 text-sm font-medium text-wood-800 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("product.backToProducts")}
    </Link>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const size = [product.width, product.height, product.depth].filter((v): v is number => v !== null);
  if (!product.details && product.materials.length === 0 && size.length === 0) return null;
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="mb-2 font-semibold text-wood-900">
        {t("product.details")}
      </h2>
      {product.details && <p className="mb-3 text-sm leading-relaxed text-wood-900">{product.details}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {product.materials.length > 0 && (
          <>
            <dt className="font-medium">{t("product.materials")}</dt>
            <dd>{product.materials.join(", ")}</dd>
          </>
        )}
        {size.length > 0 && (
          <>
            <dt className="font-medium">{t("product.size")}</dt>
            <dd>{t("product.sizeValue", { value: size.join(" × ") })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function PurchaseForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const rule = personalisationRule(product.baseName);
  const [custom, setCustom] = useState<Customizations>({});
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const { addItem } = useCart();

  const onAdd = async () => {
    const { wantsName: _, ...input } = custom;
    const check = checkCustomizations(rule, input);
    if (!check.ok) {
      toast({
        variant: "destructive",
        title: t("personalization.selectionRequiredTitle"),
        description: t("personalization.selectionRequiredText"),
      });
      return;
    }
    setAdding(true);
    const error = await addItem(product.id, quantity, check.customizations);
    setAdding(false);
    if (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: (error instanceof ApiRequestError && error.serverMessage) || error.message,
      });
      return;
    }
    toast({ title: t("product.addedTitle"), description: t("product.addedText", { name: product.name }) });
  };

  return (
    <div className="flex flex-col gap-4">
      {rule && <PersonalisationFields rule={rule} value={custom} onChange={setCustom} />}
      <div className="flex flex-wrap items-center gap-4">
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <Button size="lg" className="flex-1" onClick={onAdd} disabled={!product.inStock || adding}>
          {!product.inStock ? t("product.outOfStock") : adding ? t("product.adding") : t("product.addToCart")}
        </Button>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold text-wood-900">{t("product.notFoundTitle")}</h1>
      <p className="mt-3 text-wood-800">{t("product.notFoundText")}</p>
      <div className="mt-6">
        <BackLink />
      </div>
    </div>
  );
}
