import { useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";
import { inputClass } from "../ui/field.tsx";

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes for this note. */
  max: number;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
}

/** A short note (a line's special instructions) with a counter of the characters left to the limit. */
export function NoteField({
  label,
  value,
  onChange,
  max,
  placeholder,
  autoFocus,
  className,
}: NoteFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={max}
        value={value}
        placeholder={placeholder}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on a tap of "Add a note"; typing is what comes next.
        autoFocus={autoFocus}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      <p id={`${id}-count`} className="text-right text-sm text-coffee-700 tabular-nums">
        {t("common.noteCount", { count: value.length, max })}
      </p>
    </div>
  );
}
