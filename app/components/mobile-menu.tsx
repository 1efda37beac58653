import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CategoryLinks, PageLink } from "./nav-links.tsx";
import { Button } from "./ui/button.tsx";

/** The header's links in a left-hand sheet on small screens (spec §4: open or closed). */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const link = "block w-full px-3 py-3 text-base";
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t("nav.openMenu")}>
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-cream p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-lg font-semibold">{t("nav.menu")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("nav.mainNavigation")}</Dialog.Description>
          <nav aria-label={t("nav.mainNavigation")} className="flex flex-col">
            <CategoryLinks className={link} onNavigate={close} />
            <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wide text-wood-700">{t("nav.customOrders")}</p>
            <PageLink to="/custom-orders/quote-wall-art" className={link} onNavigate={close}>
              {t("nav.personalizedWallArt")}
            </PageLink>
            <PageLink to="/custom-orders" className={link} onNavigate={close}>
              {t("nav.customOrder")}
            </PageLink>
            <PageLink to="/wooden-gallery" className={link} onNavigate={close}>
              {t("nav.gallery")}
            </PageLink>
            <PageLink to="/about" className={link} onNavigate={close}>
              {t("nav.about")}
            </PageLink>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
