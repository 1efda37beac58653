import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { OrderStatus } from "../../../server/db/schema.ts";
import { canTransition } from "../../../server/domain/orders/status.ts";
import { ApiRequestError, apiRequest } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { inputClass } from "../form-field.tsx";
import { Button } from "../ui/button.tsx";

/** The lifecycle steps this order can take now; shipping asks for the tracking number. */
export function OrderActions({ id, status }: { id: number; status: OrderStatus }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [tracking, setTracking] = useState("");
  const [pending, setPending] = useState(false);

  const run = async (path: string, body?: object, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setPending(true);
    try {
      await apiRequest("POST", `/api/admin/orders/${id}/${path}`, body);
      toast({ title: t("adminOrders.changed") });
      await revalidator.revalidate();
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("adminOrders.changeFailed"),
        description: err instanceof ApiRequestError ? err.serverMessage : undefined,
      });
    } finally {
      setPending(false);
    }
  };
  const can = (to: OrderStatus) => canTransition(status, to);

  return (
    <div className="flex flex-wrap items-end gap-3">
      {can("in_production") && (
        <Button disabled={pending} onClick={() => void run("status", { status: "in_production" })}>
          {t("adminOrders.startProduction")}
        </Button>
      )}
      {can("shipped") && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium">
            {t("adminOrders.tracking")}
            <input value={tracking} onChange={(e) => setTracking(e.target.value)} className={inputClass} />
          </label>
          <Button disabled={pending} onClick={() => void run("status", { status: "shipped", trackingNumber: tracking || undefined })}>
            {t("adminOrders.markShipped")}
          </Button>
        </div>
      )}
      {can("delivered") && (
        <Button disabled={pending} onClick={() => void run("status", { status: "delivered" })}>
          {t("adminOrders.markDelivered")}
        </Button>
      )}
      {can("cancelled") && (
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => void run("status", { status: "cancelled" }, t("adminOrders.confirmCancel"))}
        >
          {t("adminOrders.cancel")}
        </Button>
      )}
      {can("refunded") && (
        <Button variant="outline" disabled={pending} onClick={() => void run("refund", undefined, t("adminOrders.confirmRefund"))}>
          {t("adminOrders.refund")}
        </Button>
      )}
    </div>
  );
}
