import { X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type PhotoSlot, photoProblem } from "../../lib/admin-product-form.ts";
import { toast } from "../../lib/toast.ts";

/** Checks chosen files (spec §5 toasts) and turns the good ones into previewable slots. */
function acceptFiles(files: FileList | null, t: (k: never, o?: object) => string): PhotoSlot[] {
  return [...(files ?? [])].flatMap((file) => {
    const problem = photoProblem(file);
    if (problem) {
      toast({
        variant: "destructive",
        title: t("common.error" as never),
        description: t(`admin.${problem}` as never, { name: file.name }),
      });
      return [];
    }
    return [{ url: URL.createObjectURL(file), file }];
  });
}

/** Removing a newly chosen photo releases its temporary preview (spec §4). */
export function releasePreview(slot: PhotoSlot | null | undefined) {
  if (slot?.file) URL.revokeObjectURL(slot.url);
}

export function MainPhotoPicker({ value, onChange }: { value: PhotoSlot | null; onChange(slot: PhotoSlot | null): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("admin.mainPhoto")}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={(e) => {
          const [slot] = acceptFiles(e.target.files, t as never);
          if (slot) {
            releasePreview(value);
            onChange(slot);
          }
          e.target.value = "";
        }}
        className="text-sm"
      />
      {value && (
        <Thumb
          slot={value}
          label={t("admin.removePhoto", { number: "1" })}
          onRemove={() => {
            releasePreview(value);
            onChange(null);
          }}
        />
      )}
    </div>
  );
}

export function PhotosPicker({ value, onChange }: { value: PhotoSlot[]; onChange(slots: PhotoSlot[]): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("admin.additionalPhotos")}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => {
          onChange([...value, ...acceptFiles(e.target.files, t as never)]);
          e.target.value = "";
        }}
        className="text-sm"
      />
      {value.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {value.map((slot, i) => (
            <li key={slot.url}>
              <Thumb
                slot={slot}
                label={t("admin.removePhoto", { number: String(i + 2) })}
                onRemove={() => {
                  releasePreview(slot);
                  onChange(value.filter((s) => s !== slot));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Thumb({ slot, label, onRemove }: { slot: PhotoSlot; label: string; onRemove(): void }) {
  return (
    <div className="relative w-24">
      <img src={slot.url} alt="" className="aspect-square w-24 rounded-md object-cover" />
      <button
        type="button"
        aria-label={label}
        onClick={onRemove}
        className="absolute -right-2 -top-2 rounded-full bg-red-700 p-1 text-white"
      >
        <X className="size-3" aria-hidden="true" />
      </button>
    </div>
  );
}
