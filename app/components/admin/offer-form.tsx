import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { ApiRequestError, apiRequest } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { FormField, inputClass } from "../form-field.tsx";
import { Button } from "../ui/button.tsx";

/** The owner's reply with a price: the customer gets an e-mail whose link puts the piece in a cart. */
export function OfferForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [price, setPrice] = useState("");
  const [description, setDescription] = useState("");
  const [sending, setSending] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      await apiRequest("POST", `/api/admin/requests/${requestId}/offer`, { price, description });
      toast({ title: t("adminRequests.offerSent") });
      setPrice("");
      setDescription("");
      await revalidator.revalidate();
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: err instanceof ApiRequestError ? err.serverMessage : undefined,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      onSubmit={send}
      aria-label={t("adminRequests.offerTitle")}
      className="grid gap-3 rounded-lg border border-wood-200 bg-wood-50 p-4"
    >
      <h2 className="font-semibold">{t("adminRequests.offerTitle")}</h2>
      <FormField id="offer-price" label={t("adminRequests.offerPrice")}>
        <input type="number" step="0.01" min="0" value={price} onChange={(e) => setPrice(e.target.value)} className={inputClass} />
      </FormField>
      <FormField id="offer-description" label={t("adminRequests.offerDescription")}>
        <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} className={inputClass} />
      </FormField>
      <Button type="submit" disabled={sending}>
        {t("adminRequests.sendOffer")}
      </Button>
    </form>
  );
}
