import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSendReceipt } from "../api/send-receipt.ts";

/** 'Send receipt', replaced by a sent message once the server has it (docs/architecture.md#product-rules). */
export function SendReceipt({ orderId, email }: { orderId: number; email: string }) {
  const { t } = useTranslation();
  const [to, setTo] = useState(email);
  const send = useSendReceipt();

  if (send.isSuccess) {
    return (
      <p role="status" className="mt-6 flex items-center justify-center gap-2 rounded-lg bg-crema-100 p-3">
        <MailCheck className="size-5 text-status-ready" aria-hidden="true" />
        {t("payments.paymentSuccess.receiptSent")}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { orderId, email: to.trim() || undefined },
      {
        onError: (error) =>
          toast.error(t("payments.paymentSuccess.receiptFailed"), { description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <Field label={t("payments.paymentSuccess.receiptEmail")}>
          {(a11y) => (
            <Input
              {...a11y}
              type="email"
              autoComplete="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={send.isPending}>
        {send.isPending && <Spinner />}
        {t("payments.paymentSuccess.sendReceipt")}
      </Button>
    </form>
  );
}
