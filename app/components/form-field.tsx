import type { ReactElement } from "react";
import { cloneElement } from "react";

export const inputClass =
  "w-full rounded-md border border-wood-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-700 disabled:opacity-60";

/** A labelled control with its error message announced and linked for assistive technology. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
