import { orderLookupSchema } from "@contract/order-self-service.ts";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../components/ui/form.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLookUpOrder } from "./api/look-up-order.ts";

/** /track without an order: the order number and the email it was placed with open its tracking page. */
export function FindOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookUp = useLookUpOrder();
  const form = useSchemaForm(orderLookupSchema, {
    mode: "onTouched",
    defaultValues: { orderNumber: "", email: "" },
  });

  const submit = (values: z.output<typeof orderLookupSchema>) =>
    lookUp.mutate(values, {
      // The signed link, on this shop's own origin whatever PUBLIC_URL says.
      onSuccess: ({ trackingUrl }) => {
        const link = new URL(trackingUrl, window.location.origin);
        navigate(`${link.pathname}${link.search}`);
      },
    });

  return (
    <Page>
      <PageHeader title={t("track.find.title")} lead={t("track.find.intro")} />
      <Card className="max-w-md">
        <Form form={form} onSubmit={submit} className="space-y-4">
          <FormField
            form={form}
            name="orderNumber"
            label={t("track.find.orderNumber")}
            hint={t("track.find.orderNumberHint")}
          >
            {(control) => <Input {...control} autoCapitalize="characters" />}
          </FormField>
          <FormField form={form} name="email" label={t("track.find.email")}>
            {(control) => <Input {...control} type="email" autoComplete="email" />}
          </FormField>
          {lookUp.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
              {lookUp.error.message}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={lookUp.isPending}>
            {lookUp.isPending && <Spinner label={t("track.find.searching")} />}
            {t("track.find.submit")}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
