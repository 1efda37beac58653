import { ShoppingBag, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCart } from "../lib/cart.tsx";
import { CartLineItem } from "./cart-line.tsx";
import { Price } from "./price.tsx";
import { Button } from "./ui/button.tsx";

const DrawerContext = createContext<{ open: boolean; setOpen(open: boolean): void } | null>(null);

export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Spec §2: a change of page path closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <DrawerContext.Provider value={value}>
      {children}
      <CartDrawer />
    </DrawerContext.Provider>
  );
}

export function useCartDrawer() {
  const value = useContext(DrawerContext);
  if (!value) throw new Error("useCartDrawer must be used within a CartDrawerProvider");
  return value;
}

/** The header's cart button with the item-count badge. */
export function CartButton() {
  const { t } = useTranslation();
  const { itemCount } = useCart();
  const { setOpen } = useCartDrawer();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={t("nav.openCart", { count: itemCount })}
      onClick={() => setOpen(true)}
    >
      <ShoppingBag aria-hidden="true" />
      {itemCount > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-wood-800 px-1 text-xs font-semibold text-white"
        >
          {itemCount}
        </span>
      )}
    </Button>
  );
}

/**
 * Spec §2 cart drawer: from the right, full width on phones and 400 px wider up, over a dark backdrop.
 * Radix closes it on backdrop click and Escape, traps focus, restores it, and locks the page scroll.
 */
function CartDrawer() {
  const { t } = useTranslation();
  const { open, setOpen } = useCartDrawer();
  const { items, loading, itemCount, subtotal } = useCart();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="cart-backdrop" className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl sm:w-[400px]"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-wood-100 px-4 py-3">
            <Dialog.Title className="font-serif text-lg font-semibold">{t("cart.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("cart.close")}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {loading && items.length === 0 ? (
            <p className="p-6 text-center text-wood-800" role="status">
              {t("cart.loading")}
            </p>
          ) : items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
              <ShoppingBag className="size-12 text-wood-300" aria-hidden="true" />
              <p className="text-lg font-semibold">{t("cart.empty")}</p>
              <p className="text-sm text-wood-800">{t("cart.emptyText")}</p>
              <Button onClick={close}>{t("cart.continueShopping")}</Button>
            </div>
          ) : (
            <>
              <ul className="flex-1 divide-y divide-wood-100 overflow-y-auto px-4">
                {items.map((line) => (
                  <CartLineItem key={line.id} line={line} onNavigate={close} />
                ))}
              </ul>
              <div className="space-y-2 border-t border-wood-100 p-4 text-sm">
                <div className="flex justify-between">
                  <span>{t("cart.subtotal", { count: itemCount })}</span>
                  <Price amount={subtotal} className="font-semibold" />
                </div>
                <div className="flex justify-between text-wood-800">
                  <span>{t("cart.shipping")}</span>
                  <span>{t("cart.calculatedAtCheckout")}</span>
                </div>
                <div className="flex justify-between text-base font-semibold">
                  <span>{t("cart.estimatedTotal")}</span>
                  <Price amount={subtotal} />
                </div>
                <div className="grid grid-cols-2 gap-2 pt-2">
                  <Button asChild variant="outline">
                    <Link to="/cart" onClick={close}>
                      {t("cart.viewCart")}
                    </Link>
                  </Button>
                  <Button asChild>
                    <Link to="/checkout" onClick={close}>
                      {t("cart.checkout")}
                    </Link>
                  </Button>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
