import { formatMoney } from "@contract/pricing.ts";
import { FlaskConical } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { apiRequest } from "../../../lib/api.ts";

interface Props {
  clientSecret: string;
  amountCents: number;
  onPaid: (intentId: string) => void;
}

/**
 * The test gateway's card form on /dynamic-checkout: the card goes to the gateway's own endpoint with the
 * intent's client secret, as Stripe.js sends it to Stripe, never through the shop's order calls.
 */
export function TestCardForm({ clientSecret, amountCents, onPaid }: Props) {
  const { t } = useTranslation();
  const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const paid = await apiRequest<{ id: string }>("POST", "/test-gateway/api/intents/confirm", {
        clientSecret,
        ...card,
      });
      onPaid(paid.id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("errors.generic"));
      setBusy(false);
    }
  };
  const bind = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (e: { target: { value: string } }) => setCard((c) => ({ ...c, [name]: e.target.value })),
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="flex items-start gap-2 rounded-lg bg-saffron/15 p-3 text-sm text-saffron-dark">
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {t("payments.dynamic.testNotice")}
      </p>
      <Field label={t("gateway.cardNumber")}>
        {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="cc-number" {...bind("number")} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("gateway.expiry")}>
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="cc-exp"
              placeholder={t("gateway.expiryPlaceholder")}
              {...bind("expiry")}
            />
          )}
        </Field>
        <Field label={t("gateway.cvc")}>
          {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="cc-csc" {...bind("cvc")} />}
        </Field>
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-status-cancelled bg-white p-3 text-status-cancelled"
        >
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner />}
        {t("payments.dynamic.pay", { total: formatMoney(amountCents) })}
      </Button>
    </form>
  );
}
