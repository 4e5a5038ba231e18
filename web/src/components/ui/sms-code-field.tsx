import { SMS_CODE_LENGTH } from "@contract/sms.ts";
import { Field, Input } from "./field.tsx";

/** The box a texted code is typed into: digits only (anything else is dropped as it is typed), one-time-code. */
export function SmsCodeField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(a11y) => (
        <Input
          {...a11y}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
        />
      )}
    </Field>
  );
}
