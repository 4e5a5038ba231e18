import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { useFocusOnMount } from "../../lib/focus-heading.ts";

/**
 * The top of a checkout's confirmation: the check, the title, which takes the focus as the confirmation
 * replaces the form, and the order's number.
 */
export function OrderPlacedHeading({ title, orderNumber }: { title: string; orderNumber: string }) {
  const { t } = useTranslation();
  const focusOnMount = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <CheckCircle2 className="mx-auto size-14 text-status-ready" aria-hidden="true" />
      <h1 ref={focusOnMount} className="mt-4 text-3xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-lg">
        {t("checkout.confirmedNumber")} <strong data-testid="order-number">{orderNumber}</strong>
      </p>
    </>
  );
}
