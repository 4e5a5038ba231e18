import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** The mosque donation box and its amount, the same on pickup and delivery (docs/architecture.md "Money"). */
export function DonationFields<T extends FieldValues>({
  register,
  errors,
  donate,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Whether the box is ticked now (the form's `donateToMosque`). */
  donate: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-lg bg-crema-100 p-3">
      <CheckboxField label={t("checkout.donate")} {...register("donateToMosque" as Path<T>)} />
      {donate && (
        <div className="max-w-40">
          <Field
            label={t("checkout.donationAmount")}
            error={errors.donationAmount?.message as string | undefined}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                // An amount left behind when the box is unticked must not block the order with an error on a
                // field no longer shown: it goes when the field does, and ticking again starts from the default.
                {...register("donationAmount" as Path<T>, { shouldUnregister: true })}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
