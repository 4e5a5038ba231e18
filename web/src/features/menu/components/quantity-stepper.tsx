import { Minus, Plus } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";

const stepClass =
  "flex size-11 items-center justify-center rounded-full border border-crema-200 bg-white hover:bg-crema-100 aria-disabled:opacity-50";

/** How many, between 1 and `max`, with one less and one more. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex items-center justify-between gap-3">
      <legend className="float-left text-sm font-medium text-coffee-900">
        {t("menuPage.detail.quantity")}
      </legend>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepClass}
          // aria-disabled, not disabled: focus stays on the button at the limit instead of falling to the page.
          aria-disabled={value <= 1}
          onClick={() => value > 1 && onChange(value - 1)}
          aria-label={t("menuPage.detail.decrease")}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="w-10 text-center text-lg font-semibold">
          {value}
        </output>
        <button
          type="button"
          className={stepClass}
          aria-disabled={value >= max}
          onClick={() => value < max && onChange(value + 1)}
          aria-label={t("menuPage.detail.increase")}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </fieldset>
  );
}
