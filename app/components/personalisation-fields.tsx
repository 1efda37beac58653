import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PersonalisationRule } from "../../server/domain/catalog/personalisation.ts";

export type Customizations = Record<string, string>;

/** The personalisation inputs of spec §5 for one rule; values are the cart's customization keys. */
export function PersonalisationFields({
  rule,
  value,
  onChange,
}: {
  rule: PersonalisationRule;
  value: Customizations;
  onChange(next: Customizations): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = value[rule.nameKey] ?? "";
  const setName = (v: string) => onChange({ ...value, [rule.nameKey]: v.slice(0, rule.maxName) });
  const nameInput = (label: string) => (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-count`} className="text-xs tabular-nums text-wood-700">
          {t("personalization.counter", { count: name.length, max: String(rule.maxName) })}
        </span>
      </div>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={rule.maxName}
        aria-describedby={`${id}-count`}
        onChange={(e) => setName(e.target.value)}
        className="h-10 rounded-md border border-wood-300 bg-white px-3"
      />
    </div>
  );

  if (rule.kind === "baby-photo") {
    // unset → yes (name input) → no (name cleared), spec §4.
    const choice = value.wantsName;
    return (
      <fieldset className="grid gap-3 rounded-lg border border-wood-200 p-4">
        <legend className="px-1 text-sm font-semibold">{t("personalization.title")}</legend>
        <p className="text-sm">{t("personalization.babyQuestion")}</p>
        <div className="flex gap-4">
          {(["yes", "no"] as const).map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-wants`}
                checked={choice === c}
                onChange={() => onChange(c === "yes" ? { ...value, wantsName: "yes" } : { wantsName: "no" })}
              />
              {t(`personalization.${c}`)}
            </label>
          ))}
        </div>
        {choice === "yes" && nameInput(t("personalization.babyName"))}
      </fieldset>
    );
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border border-wood-200 p-4">
      <legend className="px-1 text-sm font-semibold">{t("personalization.title")}</legend>
      <div className="grid gap-1">
        <label htmlFor={`${id}-motive`} className="text-sm font-medium">
          {t("personalization.motive")}
        </label>
        <select
          id={`${id}-motive`}
          value={value.motive ?? ""}
          onChange={(e) => onChange({ ...value, motive: e.target.value })}
          className="h-10 rounded-md border border-wood-300 bg-white px-3"
        >
          <option value="">{t("personalization.chooseMotive")}</option>
          {rule.motives.map((m) => (
            <option key={m} value={m}>
              {t(`personalization.motives.${m}`)}
            </option>
          ))}
        </select>
      </div>
      {nameInput(t("personalization.name"))}
    </fieldset>
  );
}
