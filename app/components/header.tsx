import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../lib/cn.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { CategoryLinks, PageLink } from "./nav-links.tsx";

/** Spec §2: the header changes style after 50 px of scroll. */
const SCROLL_THRESHOLD = 50;

export function Header({ cartButton }: { cartButton?: ReactNode }) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b transition-all",
        scrolled ? "border-wood-200 bg-white/95 shadow-sm backdrop-blur" : "border-transparent bg-cream",
      )}
    >
      <div className={cn("mx-auto flex max-w-7xl items-center gap-2 px-4 transition-all", scrolled ? "h-14" : "h-18")}>
        <MobileMenu />
        <Logo />
        <nav aria-label={t("nav.mainNavigation")} className="ml-4 hidden flex-1 items-center gap-1 lg:flex">
          <CategoryLinks />
          <CustomOrdersMenu />
          <PageLink to="/wooden-gallery">{t("nav.gallery")}</PageLink>
          <PageLink to="/about">{t("nav.about")}</PageLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          {cartButton}
        </div>
      </div>
    </header>
  );
}

function CustomOrdersMenu() {
  const { t } = useTranslation();
  const item = "block rounded-md px-3 py-2 text-sm text-wood-900 outline-none data-[highlighted]:bg-wood-100";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-wood-900 hover:bg-wood-100">
        {t("nav.customOrders")}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-wood-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={item}>
            <Link to="/custom-orders/quote-wall-art">{t("nav.personalizedWallArt")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/custom-orders">{t("nav.customOrder")}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
