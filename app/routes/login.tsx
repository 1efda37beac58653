import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormField, inputClass } from "../components/form-field.tsx";
import { Button } from "../components/ui/button.tsx";
import { tFor } from "../i18n/index.ts";
import { ADMIN_TOKEN_KEY, ApiRequestError, apiRequest } from "../lib/api.ts";
import { langOf } from "../lib/meta.ts";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: tFor(langOf(matches))("meta.loginTitle") },
  { name: "robots", content: "noindex" },
];

/** Spec §2/§4 admin login: idle → submitting → token stored under adminToken → /admin. */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitting(true);
    try {
      const { token } = await apiRequest<{ token: string }>("POST", "/api/admin/login", { username, password });
      localStorage.setItem(ADMIN_TOKEN_KEY, token);
      toast({ title: t("admin.loginSuccess"), description: t("admin.welcome") });
      navigate("/admin");
    } catch (err) {
      if (err instanceof ApiRequestError) {
        // A rate limit explains itself; anything else is the spec's plain failure.
        const text = err.status === 429 ? err.serverMessage : t("admin.invalidCredentials");
        toast({ variant: "destructive", title: t("admin.loginFailed"), description: text });
      } else {
        toast({ variant: "destructive", title: t("common.error"), description: t("admin.connectFailed") });
      }
      setSubmitting(false);
    }
  };

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <form onSubmit={onSubmit} className="grid w-full max-w-sm gap-4 rounded-lg border border-wood-200 bg-white p-6 shadow-sm">
        <h1 className="font-serif text-2xl font-semibold">{t("admin.loginTitle")}</h1>
        <FormField id="username" label={t("admin.username")}>
          <input autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} className={inputClass} />
        </FormField>
        <FormField id="password" label={t("admin.password")}>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </FormField>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("admin.loggingIn") : t("admin.login")}
        </Button>
      </form>
    </div>
  );
}
