import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from "../../server/db/schema.ts";
import { AdminNav } from "../components/admin/admin-nav.tsx";
import { inputClass } from "../components/form-field.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { requireAdminPage } from "../lib/admin-guard.ts";
import { useLanguage } from "../lib/language.tsx";
import { langOf } from "../lib/meta.ts";
import type { Route } from "./+types/admin-requests";

const pick = <T extends string>(list: readonly T[], value: string | null) =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = await requireAdminPage(request, context);
  const url = new URL(request.url);
  const status = pick<RequestStatus>(REQUEST_STATUSES, url.searchParams.get("status"));
  const type = pick<RequestType>(REQUEST_TYPES, url.searchParams.get("type"));
  return { requests: await services.requests.list({ status, type }), status: status ?? "", type: type ?? "" };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.requestsTitle") },
  { name: "robots", content: "noindex" },
];

/** The owner's inbox of custom-order, quote and contact requests, newest first. */
export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { requests, status, type } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminNav />
      <h1 className="mb-4 font-serif text-3xl font-semibold">{t("adminRequests.title")}</h1>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {t("adminRequests.type")}
          <select name="type" defaultValue={type} className={inputClass}>
            <option value="">{t("adminRequests.allTypes")}</option>
            {REQUEST_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`requests.types.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("adminRequests.status")}
          <select name="status" defaultValue={status} className={inputClass}>
            <option value="">{t("adminRequests.allStatuses")}</option>
            {REQUEST_STATUSES.map((x) => (
              <option key={x} value={x}>
                {t(`adminRequests.statuses.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t("adminRequests.filter")}</Button>
      </Form>
      {requests.length === 0 ? (
        <p className="text-wood-800">{t("adminRequests.none")}</p>
      ) : (
        <ul className="divide-y divide-wood-100 rounded-lg border border-wood-200 bg-white">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div>
                <Link to={`/admin/requests/${r.id}`} className="font-medium underline">
                  #{r.id} · {t(`requests.types.${r.type}`)} · {r.name}
                </Link>
                <p className="text-sm text-wood-700">
                  {[r.email, r.phone].filter(Boolean).join(" · ")} ·{" "}
                  {new Date(r.createdAt).toLocaleString(language === "de" ? "de-DE" : "en-GB")}
                </p>
              </div>
              <span className="rounded-full bg-wood-100 px-2 py-0.5 text-xs font-semibold">{t(`adminRequests.statuses.${r.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
