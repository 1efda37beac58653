import { Minus, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button.tsx";

/** Spec §5: minimum 1, minus disabled at 1, changes below 1 ignored. */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
  size = "default",
}: {
  value: number;
  onChange(next: number): void;
  disabled?: boolean;
  size?: "default" | "sm";
}) {
  const { t } = useTranslation();
  const set = (next: number) => next >= 1 && onChange(next);
  const btn = size === "sm" ? "size-8" : "size-10";
  return (
    <div className="inline-flex items-center rounded-md border border-wood-300 bg-white">
      <Button
        type="button"
        variant="ghost"
        className={`${btn} px-0`}
        aria-label={t("product.decrease")}
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output aria-live="polite" aria-label={t("product.quantity")} className="min-w-8 text-center text-sm font-medium tabular-nums">
        {value}
      </output>
      <Button
        type="button"
        variant="ghost"
        className={`${btn} px-0`}
        aria-label={t("product.increase")}
        disabled={disabled}
        onClick={() => set(value + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
