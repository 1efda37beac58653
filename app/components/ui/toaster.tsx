import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn.ts";
import { dismissToast, useToasts } from "../../lib/toast.ts";

/** Radix toasts with the spec's defaults: F8 hotkey, 5000 ms, swipe right 50 px, 420 px wide viewport. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t("common.notification")}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full",
            item.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-wood-200 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={t("common.dismiss")} className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={t("common.notifications")}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
