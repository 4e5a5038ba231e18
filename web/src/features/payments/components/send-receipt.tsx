import { sendReceiptSchema } from "@contract/order-views.ts";
import { MailCheck } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSendReceipt } from "../api/send-receipt.ts";

/** Empty sends the receipt to the order's own address, as the server does. */
const receiptAddressSchema = sendReceiptSchema.pick({ email: true });

/** 'Send receipt', replaced by a sent message once the server has it (docs/architecture.md#product-rules). */
export function SendReceipt({ orderId, email }: { orderId: number; email: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(receiptAddressSchema, { defaultValues: { email } });
  const send = useSendReceipt();

  if (send.isSuccess) {
    return (
      <p role="status" className="mt-6 flex items-center justify-center gap-2 rounded-lg bg-crema-100 p-3">
        <MailCheck className="size-5 text-status-ready" aria-hidden="true" />
        {t("payments.paymentSuccess.receiptSent")}
      </p>
    );
  }
  const submit = (values: { email?: string | undefined }) =>
    send.mutate(
      { orderId, email: values.email },
      {
        onError: (error) =>
          toast.error(t("payments.paymentSuccess.receiptFailed"), { description: error.message }),
      },
    );
  return (
    <Form form={form} onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <FormField form={form} name="email" label={t("payments.paymentSuccess.receiptEmail")}>
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={send.isPending}>
        {send.isPending && <Spinner />}
        {t("payments.paymentSuccess.sendReceipt")}
      </Button>
    </Form>
  );
}
