import { formatMoney } from "@contract/pricing.ts";
// The pure entry adds Stripe.js (from js.stripe.com, as PCI requires) only when called, not on import.
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

interface Props {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  returnUrl: string;
  onPaid: (intentId: string) => void;
}

/** Stripe Elements' Payment Element on /dynamic-checkout: the card never reaches the shop's server. */
export function StripeCardForm({ publishableKey, clientSecret, amountCents, returnUrl, onPaid }: Props) {
  const { t, i18n } = useTranslation();
  const target = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: { destroy(): void } | undefined;
    loadStripe(publishableKey)
      .then((js) => {
        if (!js) throw new Error("Stripe.js");
        const elements = js.elements({ clientSecret, locale: i18n.language === "so" ? "auto" : "en" });
        const payment = elements.create("payment");
        if (target.current) payment.mount(target.current);
        element = payment;
        setStripe({ js, elements });
      })
      .catch(() => setError(t("payments.dynamic.initFailed")));
    return () => element?.destroy();
  }, [publishableKey, clientSecret, i18n.language, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setBusy(true);
    const result = await stripe.js.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
      redirect: "if_required",
    });
    if (result.paymentIntent?.status === "succeeded") return onPaid(result.paymentIntent.id);
    setError(result.error?.message ?? t("errors.generic"));
    setBusy(false);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div ref={target} className="min-h-24" />
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-status-cancelled bg-white p-3 text-status-cancelled"
        >
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!stripe || busy}>
        {(!stripe || busy) && <Spinner />}
        {t("payments.dynamic.pay", { total: formatMoney(amountCents) })}
      </Button>
    </form>
  );
}
