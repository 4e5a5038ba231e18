import { CreditCard } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "../../../i18n/react.tsx";

/** The checkout dialog's 'Card' choice: a radio of the form's paymentMethod, with a word on where it leads. */
export function CardPaymentOption({ selected, ...radio }: ComponentProps<"input"> & { selected: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-crema-200 bg-white p-3">
      <input type="radio" value="card" className="mt-1 accent-coffee-900" {...radio} />
      <span>
        <span className="flex items-center gap-2">
          <CreditCard className="size-4" aria-hidden="true" />
          {t("payments.cardOption")}
        </span>
        {selected && <span className="mt-1 block text-sm text-coffee-700">{t("payments.cardHint")}</span>}
      </span>
    </label>
  );
}
