import { formatMoney, TIP_PRESETS } from "@contract/pricing.ts";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { ChoiceChip } from "../../../components/ui/choice-chip.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** The tip chips and the custom amount, the same on pickup and delivery (docs/architecture.md "Money"). */
export function TipFields<T extends FieldValues>({
  register,
  errors,
  choice,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The chip chosen now (the form's `tipAmount`). */
  choice: string;
}) {
  const { t } = useTranslation();
  const customError = errors.customTipAmount?.message as string | undefined;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t("checkout.tip")}</legend>
      <div className="flex flex-wrap gap-2">
        {TIP_PRESETS.map((preset) => (
          <ChoiceChip
            key={preset}
            value={preset}
            className="text-sm"
            selected={choice === preset}
            {...register("tipAmount" as Path<T>)}
          >
            {preset === "none"
              ? t("checkout.noTip")
              : preset === "custom"
                ? t("checkout.customTip")
                : formatMoney(Number(preset) * 100)}
          </ChoiceChip>
        ))}
      </div>
      {choice === "custom" && (
        <div className="mt-2 max-w-40">
          <Field label={t("checkout.customTipAmount")} error={customError}>
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                // A custom amount left behind when a preset chip is chosen must not block the order with an
                // error on a field no longer shown: it goes when the field does.
                {...register("customTipAmount" as Path<T>, { shouldUnregister: true })}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
