import { ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "./ui/button.tsx";

export function EmptyCart({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <ShoppingBag className="size-14 text-wood-300" aria-hidden="true" />
      <h1 className="font-serif text-2xl font-semibold">{t("cart.empty")}</h1>
      {text && <p className="text-wood-800">{text}</p>}
      <Button asChild>
        <Link to="/products">{t("cart.browseProducts")}</Link>
      </Button>
    </div>
  );
}
