import { ORDER_NOTE_MAX } from "@contract/order-notes.ts";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** The order's note (the specification's `deliveryNotes`), optional on every checkout. */
export function OrderNoteField<T extends FieldValues>({
  register,
  errors,
  name = "deliveryNotes",
  label,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The request field it fills: `deliveryNotes`, or `deliveryInstructions` in the quick checkout. */
  name?: "deliveryNotes" | "deliveryInstructions";
  /** The field's label, without the "optional" the field adds itself. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={`${label} (${t("common.optional")})`}
      error={errors[name]?.message as string | undefined}
      hint={t("checkout.orderNotesHint")}
    >
      {(a11y) => (
        <textarea
          {...a11y}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          className={inputClass}
          {...register(name as Path<T>)}
        />
      )}
    </Field>
  );
}
