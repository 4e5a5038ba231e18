import type { ImageUse } from "@contract/images.ts";
import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Button } from "../ui/button.tsx";
import { imageAccept, readImageFile } from "./read-image-file.ts";

interface ImageFieldProps {
  label: string;
  /** The picture now: its address, or a data URL just picked. Empty: none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown when there is no picture (the category's illustration, say). */
  fallback: string;
  use: ImageUse;
  removable?: boolean;
  disabled?: boolean;
}

/** Picks a photo, checks its size and type in the browser and shows it before it is saved. */
export function ImageField({ label, value, onChange, fallback, use, removable, disabled }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string>();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const picked = await readImageFile(file, use);
    if (!picked.ok) {
      const tooLarge = use === "founder" ? "errors.founderImageTooLarge" : "errors.imageTooLarge";
      setError(t(picked.error === "tooLarge" ? tooLarge : "errors.invalidImageFile"));
      return;
    }
    setError(undefined);
    onChange(picked.dataUrl);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={value || fallback}
          alt=""
          width={96}
          height={72}
          className="h-18 w-24 rounded-lg bg-crema-100 object-cover"
        />
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            type="file"
            accept={imageAccept}
            className="peer sr-only"
            onChange={pick}
            disabled={disabled}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button asChild variant="secondary" size="sm">
            <label
              htmlFor={id}
              className="cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-somali-blue"
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {t("adminMenu.image.choose")}
            </label>
          </Button>
          {removable && value && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")} disabled={disabled}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t("adminMenu.image.remove")}
            </Button>
          )}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-status-cancelled">
          {error}
        </p>
      ) : (
        <p className="text-sm text-coffee-700">{t(`adminMenu.image.hint.${use}`)}</p>
      )}
    </fieldset>
  );
}
