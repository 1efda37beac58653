import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn.ts";

export function AdminNav() {
  const { t } = useTranslation();
  const link = ({ isActive }: { isActive: boolean }) =>
    cn("rounded-md px-3 py-2 text-sm font-medium", isActive ? "bg-wood-800 text-white" : "text-wood-900 hover:bg-wood-100");
  return (
    <nav aria-label="Admin" className="mb-6 flex gap-2">
      <NavLink to="/admin" end className={link}>
        {t("adminOrders.productsNav")}
      </NavLink>
      <NavLink to="/admin/orders" className={link}>
        {t("adminOrders.nav")}
      </NavLink>
      <NavLink to="/admin/requests" className={link}>
        {t("adminRequests.nav")}
      </NavLink>
    </nav>
  );
}
