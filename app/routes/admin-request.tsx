import { ArrowLeft, Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, useRevalidator } from "react-router";
import { REQUEST_STATUSES, type RequestStatus } from "../../server/db/schema.ts";
import { AdminNav } from "../components/admin/admin-nav.tsx";
import { OfferForm } from "../components/admin/offer-form.tsx";
import { inputClass } from "../components/form-field.tsx";
import { tFor } from "../i18n/index.ts";
import { requireAdminPage } from "../lib/admin-guard.ts";
import { ApiRequestError, apiRequest } from "../lib/api.ts";
import { langOf } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/admin-request";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await requireAdminPage(request, context);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    return { request: await services.requests.detail(Number(params.id)) };
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: `#${params.id} – ${tFor(langOf(matches))("meta.requestsTitle")}` },
  { name: "robots", content: "noindex" },
];

/** One request with everything the customer sent, its attachments, and its status. */
export default function AdminRequest({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const r = loaderData.request;
  const setStatus = async (status: RequestStatus) => {
    try {
      await apiRequest("PATCH", `/api/admin/requests/${r.id}`, { status });
      toast({ title: t("adminRequests.changed") });
      await revalidator.revalidate();
    } catch (err) {
      toast({
        variant: "destructive",
        title: t("adminRequests.changeFailed"),
        description: err instanceof ApiRequestError ? err.serverMessage : undefined,
      });
    }
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AdminNav />
      <Link to="/admin/requests" className="inline-flex items-center gap-1 text-sm font-medium text-wood-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("adminRequests.back")}
      </Link>
      <h1 className="mb-4 mt-3 font-serif text-3xl font-semibold">
        #{r.id} · {t(`requests.types.${r.type}`)}
      </h1>
      <div className="grid gap-4 rounded-lg border border-wood-200 bg-white p-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium">{t("adminRequests.from")}</dt>
          <dd>
            {r.name}
            {r.email && (
              <>
                {" · "}
                <a href={`mailto:${r.email}`} className="underline">
                  {r.email}
                </a>
              </>
            )}
            {r.phone && ` · ${r.phone}`}
          </dd>
          <dt className="font-medium">{t("adminRequests.received")}</dt>
          <dd>{new Date(r.createdAt).toLocaleString()}</dd>
          <dt className="font-medium">{t("adminRequests.language")}</dt>
          <dd>{r.lang}</dd>
          {Object.entries(r.fields).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-medium">{k}</dt>
              <dd className="whitespace-pre-line">{v}</dd>
            </div>
          ))}
        </dl>
        <section>
          <h2 className="mb-2 text-sm font-semibold">{t("adminRequests.attachments")}</h2>
          {r.attachments.length === 0 ? (
            <p className="text-sm text-wood-800">{t("adminRequests.noAttachments")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {r.attachments.map((a) => (
                <li key={a.id}>
                  <a href={`/api/admin/requests/${r.id}/attachments/${a.id}`} className="inline-flex items-center gap-1 underline" download>
                    <Paperclip className="size-4" aria-hidden="true" />
                    {a.filename} ({Math.ceil(a.size / 1024)} KB)
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium">
            {t("adminRequests.setStatus")}
            <select value={r.status} onChange={(e) => void setStatus(e.target.value as RequestStatus)} className={inputClass}>
              {REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`adminRequests.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          {r.email && (
            <a href={`mailto:${r.email}`} className="text-sm font-medium underline">
              {t("adminRequests.reply")}
            </a>
          )}
        </div>
        {r.email && r.type !== "contact" && <OfferForm requestId={r.id} />}
      </div>
    </div>
  );
}
