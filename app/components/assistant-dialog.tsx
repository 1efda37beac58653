import { ArrowLeft, Mail, MessageCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useLanguage } from "../lib/language.tsx";
import { useRootData, whatsappUrl } from "../lib/shop.ts";
import { toast } from "../lib/toast.ts";
import { FormField, inputClass } from "./form-field.tsx";
import { Honeypot } from "./honeypot.tsx";
import { Button } from "./ui/button.tsx";

/** Spec §9: the sent message closes the dialog after this long. */
const AUTO_CLOSE_MS = 3000;
const empty = { name: "", preferredContact: "" as "" | "email" | "phone", email: "", phone: "", message: "", website: "" };

/** Spec §2/§4 contact assistant: closed → choice → form → sent, and back to the start when closed. */
export default function AssistantDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { shop } = useRootData();
  const [step, setStep] = useState<"choice" | "form" | "sent">("choice");
  const [values, setValues] = useState(empty);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof typeof empty>(key: K, v: (typeof empty)[K]) => setValues((s) => ({ ...s, [key]: v }));

  useEffect(() => {
    if (open) return;
    setStep("choice");
    setValues(empty);
  }, [open]);
  useEffect(() => {
    if (step !== "sent") return;
    const timer = setTimeout(() => onOpenChange(false), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step, onOpenChange]);

  const contact = values.preferredContact === "email" ? values.email : values.preferredContact === "phone" ? values.phone : "";
  // Spec §5: Send needs name, message, a method and that method's address.
  const canSend = Boolean(values.name.trim() && values.message.trim() && contact.trim()) && !sending;

  const openChat = () => {
    window.open(whatsappUrl(shop.phone, t("requests.assistant.greeting")), "_blank", "noopener,noreferrer");
    onOpenChange(false);
  };
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      await apiRequest("POST", "/api/requests/contact", { ...values, lang: language });
      setStep("sent");
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("requests.errorTitle"),
        description: (err instanceof ApiRequestError && err.serverMessage) || t("requests.errorText"),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed bottom-0 right-0 z-50 max-h-[90vh] w-full overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:bottom-24 sm:right-5 sm:w-[380px] sm:rounded-xl">
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="font-serif text-lg font-semibold">{t("requests.assistant.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("common.close")}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {step === "choice" && (
            <div className="grid gap-3">
              <Dialog.Description className="text-wood-800">{t("requests.assistant.question")}</Dialog.Description>
              <Button variant="outline" size="lg" onClick={openChat}>
                <MessageCircle aria-hidden="true" />
                {t("requests.assistant.chat")}
              </Button>
              <Button size="lg" onClick={() => setStep("form")}>
                <Mail aria-hidden="true" />
                {t("requests.assistant.form")}
              </Button>
            </div>
          )}
          {step === "form" && (
            <form onSubmit={send} className="relative grid gap-3" aria-label={t("requests.assistant.form")}>
              <FormField id="as-name" label={t("requests.name")}>
                <input autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} className={inputClass} />
              </FormField>
              <fieldset className="grid gap-1">
                <legend className="text-sm font-medium">{t("requests.assistant.preferred")}</legend>
                <div className="flex gap-6">
                  {(["email", "phone"] as const).map((m) => (
                    <label key={m} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name="preferredContact"
                        checked={values.preferredContact === m}
                        onChange={() => set("preferredContact", m)}
                      />
                      {t(m === "email" ? "requests.assistant.byEmail" : "requests.assistant.byPhone")}
                    </label>
                  ))}
                </div>
              </fieldset>
              {values.preferredContact === "email" && (
                <FormField id="as-email" label={t("requests.email")}>
                  <input
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={(e) => set("email", e.target.value)}
                    className={inputClass}
                  />
                </FormField>
              )}
              {values.preferredContact === "phone" && (
                <FormField id="as-phone" label={t("requests.phone")}>
                  <input
                    type="tel"
                    autoComplete="tel"
                    value={values.phone}
                    onChange={(e) => set("phone", e.target.value)}
                    className={inputClass}
                  />
                </FormField>
              )}
              <FormField id="as-message" label={t("requests.assistant.message")}>
                <textarea rows={4} value={values.message} onChange={(e) => set("message", e.target.value)} className={inputClass} />
              </FormField>
              <Honeypot value={values.website} onChange={(v) => set("website", v)} />
              <div className="flex justify-between gap-3">
                <Button type="button" variant="outline" onClick={() => setStep("choice")}>
                  <ArrowLeft aria-hidden="true" />
                  {t("requests.assistant.back")}
                </Button>
                <Button type="submit" disabled={!canSend}>
                  {t("requests.assistant.send")}
                </Button>
              </div>
            </form>
          )}
          {step === "sent" && (
            <div role="status" className="py-6 text-center">
              <p className="font-serif text-xl font-semibold">{t("requests.assistant.sentTitle")}</p>
              <p className="mt-2 text-wood-800">{t("requests.assistant.sentText")}</p>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
