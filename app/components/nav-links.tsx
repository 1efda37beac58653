import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { SHOP_CATEGORIES, selectCategory } from "../lib/category.ts";
import { cn } from "../lib/cn.ts";

const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-wood-900 hover:bg-wood-100";

/** Shop All and the category buttons (spec §2 header); `onNavigate` lets the mobile menu close. */
export function CategoryLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to="/products"
        className={cn(linkClass, className)}
        onClick={() => {
          selectCategory(null);
          onNavigate?.();
        }}
      >
        {t("nav.shopAll")}
      </Link>
      {SHOP_CATEGORIES.map((c) => (
        <Link
          key={c.slug}
          to={`/products?category=${c.slug}`}
          className={cn(linkClass, className)}
          onClick={() => {
            selectCategory(c.slug);
            onNavigate?.();
          }}
        >
          {t(c.key)}
        </Link>
      ))}
    </>
  );
}

export function PageLink({
  to,
  children,
  className,
  onNavigate,
}: {
  to: string;
  children: string;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <NavLink to={to} className={({ isActive }) => cn(linkClass, isActive && "bg-wood-100", className)} onClick={onNavigate}>
      {children}
    </NavLink>
  );
}
