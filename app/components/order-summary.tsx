import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Price } from "./price.tsx";

/** A summary box of label/amount rows; a row's value may be a text like 'Calculated at checkout'. */
export function SummaryRows({ rows }: { rows: { label: string; value: number | string; strong?: boolean }[] }) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((r) => (
        <div
          key={r.label}
          className={r.strong ? "flex justify-between border-t border-wood-100 pt-2 text-base font-semibold" : "flex justify-between"}
        >
          <dt>{r.label}</dt>
          <dd>{typeof r.value === "number" ? <Price amount={r.value} /> : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryBox({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="summary-heading" className="h-fit rounded-lg border border-wood-200 bg-white p-5 shadow-sm">
      <h2 id="summary-heading" className="mb-4 font-serif text-xl font-semibold">
        {title ?? t("cart.orderSummary")}
      </h2>
      {children}
    </section>
  );
}
