import { type OrderLookup, orderLookupSchema } from "@contract/order-self-service.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Field, Input } from "../../components/ui/field.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLookUpOrder } from "./api/look-up-order.ts";

/** /track without an order: the order number and the email it was placed with open its tracking page. */
export function FindOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookUp = useLookUpOrder();
  const form = useForm<OrderLookup, unknown, z.output<typeof orderLookupSchema>>({
    resolver: zodResolver(orderLookupSchema),
    mode: "onTouched",
    defaultValues: { orderNumber: "", email: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    lookUp.mutate(values, {
      // The signed link, on this shop's own origin whatever PUBLIC_URL says.
      onSuccess: ({ trackingUrl }) => {
        const link = new URL(trackingUrl, window.location.origin);
        navigate(`${link.pathname}${link.search}`);
      },
    }),
  );

  return (
    <Page>
      <PageHeader title={t("track.find.title")} lead={t("track.find.intro")} />
      <Card className="max-w-md">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field
            label={t("track.find.orderNumber")}
            error={errors.orderNumber?.message}
            hint={t("track.find.orderNumberHint")}
          >
            {(a11y) => <Input {...a11y} autoCapitalize="characters" {...form.register("orderNumber")} />}
          </Field>
          <Field label={t("track.find.email")} error={errors.email?.message}>
            {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register("email")} />}
          </Field>
          {lookUp.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
              {lookUp.error.message}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={lookUp.isPending}>
            {lookUp.isPending && <Spinner label={t("track.find.searching")} />}
            {t("track.find.submit")}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
