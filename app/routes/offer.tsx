import { Gift } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useNavigate } from "react-router";
import { Price } from "../components/price.tsx";
import { Button } from "../components/ui/button.tsx";
import { servicesContext } from "../context.ts";
import { tFor } from "../i18n/index.ts";
import { langFromCookieHeader } from "../i18n/languages.ts";
import { apiRequest } from "../lib/api.ts";
import { useCart } from "../lib/cart.tsx";
import { langOf } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/offer";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langFromCookieHeader(request.headers.get("cookie"));
  try {
    const offer = await context.get(servicesContext).offers.read(params.token);
    return { offer: { ...offer, name: lang === "de" && offer.nameDe ? offer.nameDe : offer.name } };
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("requests.offerTitle") },
  { name: "robots", content: "noindex" },
];

/** The link in the offer e-mail: the custom piece goes into this browser's cart, then to checkout. */
export default function Offer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cartId, refresh } = useCart();
  const { offer } = loaderData;
  const [adding, setAdding] = useState(false);

  const buy = async () => {
    if (!cartId) return;
    setAdding(true);
    try {
      await apiRequest("POST", `/api/offers/${encodeURIComponent(offer.token)}/cart`, { cartId });
      await refresh();
      navigate("/checkout");
    } catch {
      setAdding(false);
      toast({ variant: "destructive", title: t("common.error"), description: t("requests.offerMissing") });
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Gift className="mx-auto size-12 text-wood-700" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{t("requests.offerTitle")}</h1>
      <p className="mt-2 font-medium">{offer.name}</p>
      <p className="mt-4 whitespace-pre-line text-wood-900">{offer.description}</p>
      <Price amount={offer.price} className="mt-4 block text-2xl font-semibold text-wood-800" />
      <Button size="lg" className="mt-6" disabled={adding || !cartId} onClick={() => void buy()}>
        {t("requests.offerAddToCart")}
      </Button>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <p className="mx-auto max-w-xl px-4 py-20 text-center text-wood-800">{t("requests.offerMissing")}</p>;
}
