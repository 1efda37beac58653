import { AtSign, Mail, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SHOP_CATEGORIES } from "../lib/category.ts";
import { useRootData } from "../lib/shop.ts";

const heading = "mb-3 text-sm font-semibold uppercase tracking-wide text-wood-200";
const link = "text-sm text-wood-100 hover:text-white hover:underline";

export function Footer() {
  const { t } = useTranslation();
  const { shop } = useRootData();
  return (
    <footer className="mt-16 bg-wood-900 text-wood-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{t("meta.siteName")}</p>
          <p className="mt-2 text-sm">{t("footer.tagline")}</p>
          <Link to="/about" className={`${link} mt-3 inline-block`}>
            {t("nav.about")}
          </Link>
        </div>
        <nav aria-label={t("footer.shop")}>
          <h2 className={heading}>{t("footer.shop")}</h2>
          <ul className="space-y-2">
            {SHOP_CATEGORIES.map((c) => (
              <li key={c.slug}>
                <Link to={`/products?category=${c.slug}`} className={link}>
                  {t(c.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/products?category=wooden-gallery" className={link}>
                {t("nav.gallery")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.customOrders")}>
          <h2 className={heading}>{t("footer.customOrders")}</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/custom-orders/quote-wall-art" className={link}>
                {t("nav.personalizedWallArt")}
              </Link>
            </li>
            <li>
              <Link to="/custom-orders" className={link}>
                {t("nav.customOrder")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t("footer.contact")}</h2>
          <ul className="space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{shop.address}</span>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${shop.email}`} className={link}>
                {shop.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <AtSign className="size-4 shrink-0" aria-hidden="true" />
              <a href={shop.socialUrl} className={link} rel="noopener noreferrer" target="_blank">
                {t("footer.followUs")}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-wood-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {t("meta.siteName")}. {t("footer.rights")}
          </p>
          <ul className="flex flex-wrap gap-4">
            {(["privacyPolicy", "termsOfService", "shippingPolicy", "faq"] as const).map((k) => (
              <li key={k}>
                {/* Placeholder links of the original product (spec §2); the legal pages replace them. */}
                <a href="#top" className={link}>
                  {t(`footer.${k}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
