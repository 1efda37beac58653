import { Mail, MessageCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FINISHES, SIZES, WOOD_TYPES } from "../../server/domain/requests/request-schemas.ts";
import { FormField, inputClass } from "../components/form-field.tsx";
import { Honeypot } from "../components/honeypot.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useLanguage } from "../lib/language.tsx";
import { langOf, pageMeta } from "../lib/meta.ts";
import { useRootData, whatsappUrl } from "../lib/shop.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/quote-wall-art";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = tFor(langOf(matches));
  return pageMeta(langOf(matches), t("meta.quoteTitle"), t("requests.quote.intro"));
};

const empty = {
  name: "",
  email: "",
  phone: "",
  quote: "",
  preferredSize: "",
  woodType: "",
  finish: "",
  additionalDetails: "",
  contactMethod: "email",
  website: "",
};
type Values = typeof empty;

/** Spec §2 Quote Wall Art: every field and choice of §3, then the e-mail and messaging links. */
export default function QuoteWallArt() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { shop } = useRootData();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof Values) => (v: string) => setValues((s) => ({ ...s, [key]: v }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitting(true);
    // Unchosen selects are left out rather than sent empty.
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
    try {
      await apiRequest("POST", "/api/requests/quote", { ...body, lang: language });
      toast({ title: t("requests.quote.successTitle"), description: t("requests.quote.successText") });
      setValues(empty);
      setErrors({});
    } catch (err) {
      if (err instanceof ApiRequestError) setErrors(err.fields);
      toast({ variant: "destructive", title: t("requests.errorTitle"), description: t("requests.errorText") });
    } finally {
      setSubmitting(false);
    }
  };

  const select = (
    key: "preferredSize" | "woodType" | "finish",
    label: string,
    placeholder: string,
    options: readonly string[],
    optionKey: string,
  ) => (
    <FormField id={`q-${key}`} label={label} error={errors[key]}>
      <select value={values[key]} onChange={(e) => set(key)(e.target.value)} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`requests.quote.${optionKey}.${o}` as never)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold text-wood-900">{t("requests.quote.title")}</h1>
      <p className="mt-3 text-lg text-wood-800">{t("requests.quote.intro")}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t("requests.quote.title")}
        className="relative mt-8 grid gap-4 rounded-lg border border-wood-200 bg-white p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="q-name" label={t("requests.name")} error={errors.name}>
            <input autoComplete="name" required value={values.name} onChange={(e) => set("name")(e.target.value)} className={inputClass} />
          </FormField>
          <FormField id="q-email" label={t("requests.email")} error={errors.email}>
            <input
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set("email")(e.target.value)}
              className={inputClass}
            />
          </FormField>
        </div>
        <FormField id="q-phone" label={t("requests.phoneOptional")} error={errors.phone}>
          <input type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set("phone")(e.target.value)} className={inputClass} />
        </FormField>
        <FormField id="q-quote" label={t("requests.quote.quote")} error={errors.quote}>
          <textarea rows={4} required value={values.quote} onChange={(e) => set("quote")(e.target.value)} className={inputClass} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          {select("preferredSize", t("requests.quote.preferredSize"), t("requests.quote.chooseSize"), SIZES, "sizes")}
          {select("woodType", t("requests.quote.woodType"), t("requests.quote.chooseWood"), WOOD_TYPES, "woods")}
          {select("finish", t("requests.quote.finish"), t("requests.quote.chooseFinish"), FINISHES, "finishes")}
        </div>
        <FormField id="q-details" label={t("requests.quote.additionalDetails")} error={errors.additionalDetails}>
          <textarea
            rows={3}
            value={values.additionalDetails}
            onChange={(e) => set("additionalDetails")(e.target.value)}
            className={inputClass}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t("requests.quote.contactMethod")}</legend>
          <div className="flex gap-6">
            {(["email", "whatsapp"] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input type="radio" name="contactMethod" checked={values.contactMethod === m} onChange={() => set("contactMethod")(m)} />
                {t(m === "email" ? "requests.quote.contactEmail" : "requests.quote.contactWhatsapp")}
              </label>
            ))}
          </div>
        </fieldset>
        <Honeypot value={values.website} onChange={set("website")} />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("requests.submitting") : t("requests.quote.submit")}
        </Button>
      </form>
      <div className="mt-8 space-y-2 text-wood-900">
        <p className="font-medium">{t("requests.quote.orWrite")}</p>
        <p className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden="true" />
          <a href={`mailto:${shop.email}`} className="underline">
            {shop.email}
          </a>
        </p>
        <p className="flex items-center gap-2">
          <MessageCircle className="size-4" aria-hidden="true" />
          <a href={whatsappUrl(shop.phone)} target="_blank" rel="noopener noreferrer" className="underline">
            {t("requests.quote.whatsapp")} ({shop.phone})
          </a>
        </p>
      </div>
    </div>
  );
}
