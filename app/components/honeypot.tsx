import { useTranslation } from "react-i18next";

/** A field people never see or reach; bots fill it, and the server then stores nothing. */
export function Honeypot({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t("requests.honeypot")}
        <input name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
