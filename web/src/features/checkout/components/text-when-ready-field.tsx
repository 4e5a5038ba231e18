import type { ComponentProps } from "react";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** "Text me when it's ready": offered once the form holds a phone number to text. */
export function TextWhenReadyField({
  phone,
  ...input
}: { phone: string | undefined } & ComponentProps<"input">) {
  const { t } = useTranslation();
  if (!phone?.trim()) return null;
  return (
    <div>
      <CheckboxField label={t("checkout.textWhenReady")} {...input} />
      <p className="ml-9 text-xs text-coffee-700">{t("checkout.textWhenReadyHint")}</p>
    </div>
  );
}
