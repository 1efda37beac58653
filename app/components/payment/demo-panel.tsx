import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { confirmPayment, type PaymentResult } from "./types.ts";

/** The demo provider's screen: clearly labelled, succeed or decline, settled by the server like any payment. */
export function DemoPaymentPanel({ reference, onResult }: { reference: string; onResult(result: PaymentResult): void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const finish = async (outcome: "succeed" | "decline") => {
    setPending(true);
    const result = await confirmPayment({ provider: "demo", reference, outcome });
    setPending(false);
    onResult(result);
  };
  return (
    <div className="rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 p-5">
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <FlaskConical className="size-5" aria-hidden="true" />
        {t("payment.demoTitle")}
      </p>
      <p className="mt-2 text-sm text-amber-900">{t("payment.demoText")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="lg" disabled={pending} onClick={() => void finish("succeed")}>
          {pending ? t("payment.processing") : t("payment.completePayment")}
        </Button>
        <Button size="lg" variant="outline" disabled={pending} onClick={() => void finish("decline")}>
          {t("payment.demoDecline")}
        </Button>
      </div>
    </div>
  );
}
