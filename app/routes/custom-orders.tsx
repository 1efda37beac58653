import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, inputClass } from "../components/form-field.tsx";
import { Honeypot } from "../components/honeypot.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { useLanguage } from "../lib/language.tsx";
import { langOf, pageMeta } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/custom-orders";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = tFor(langOf(matches));
  return pageMeta(langOf(matches), t("meta.customOrdersTitle"), t("requests.custom.intro"));
};

const STEPS = ["consultation", "design", "approval", "handcrafting", "delivery"] as const;
const empty = { name: "", email: "", phone: "", projectDescription: "", website: "" };

/** Spec §2 Custom Orders: the request form (with attachments) and the five steps of 'Our Process'. */
export default function CustomOrders() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [values, setValues] = useState(empty);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof empty) => (v: string) => setValues((s) => ({ ...s, [key]: v }));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    form.append("lang", language);
    for (const f of files) form.append("files", f);
    setSubmitting(true);
    try {
      await apiRequest("POST", "/api/requests/custom-order", form);
      toast({ title: t("requests.custom.successTitle"), description: t("requests.custom.successText") });
      setValues(empty);
      setFiles([]);
      setErrors({});
      formElement.reset();
    } catch (err) {
      if (err instanceof ApiRequestError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      toast({
        variant: "destructive",
        title: t("requests.errorTitle"),
        description: (err instanceof ApiRequestError && err.serverMessage) || t("requests.errorText"),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold text-wood-900">{t("requests.custom.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-wood-800">{t("requests.custom.intro")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_360px]">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="custom-form-title"
          className="relative grid gap-4 rounded-lg border border-wood-200 bg-white p-6"
        >
          <h2 id="custom-form-title" className="font-serif text-2xl font-semibold">
            {t("requests.custom.formTitle")}
          </h2>
          <FormField id="co-name" label={t("requests.name")} error={errors.name}>
            <input autoComplete="name" required value={values.name} onChange={(e) => set("name")(e.target.value)} className={inputClass} />
          </FormField>
          <FormField id="co-email" label={t("requests.email")} error={errors.email}>
            <input
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set("email")(e.target.value)}
              className={inputClass}
            />
          </FormField>
          <FormField id="co-phone" label={t("requests.phoneOptional")} error={errors.phone}>
            <input
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set("phone")(e.target.value)}
              className={inputClass}
            />
          </FormField>
          <FormField id="co-project" label={t("requests.custom.projectDescription")} error={errors.projectDescription}>
            <textarea
              rows={5}
              value={values.projectDescription}
              onChange={(e) => set("projectDescription")(e.target.value)}
              className={inputClass}
            />
          </FormField>
          <FormField id="co-files" label={t("requests.custom.attachments")}>
            <input
              type="file"
              multiple
              accept="image/*,application/pdf"
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
              className="text-sm"
            />
          </FormField>
          <Honeypot value={values.website} onChange={set("website")} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? t("requests.submitting") : t("requests.submit")}
          </Button>
        </form>
        <section aria-labelledby="process-title">
          <h2 id="process-title" className="font-serif text-2xl font-semibold">
            {t("requests.custom.processTitle")}
          </h2>
          <ol className="mt-4 space-y-4">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-wood-800 text-sm font-semibold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{t(`requests.custom.steps.${step}`)}</h3>
                  <p className="text-sm text-wood-800">{t(`requests.custom.steps.${step}Text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
