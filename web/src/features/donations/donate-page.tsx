import { DONATION_PRESETS, donateFormSchema } from "@contract/payments.ts";
import { formatMoney } from "@contract/pricing.ts";
import { HandHeart } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ChoiceChip } from "../../components/ui/choice-chip.tsx";
import { Input } from "../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../components/ui/form.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useMemberPrefill } from "../auth/public.ts";
import { useDonationSettings } from "./api/donation-settings.ts";
import { useStartDonation } from "./api/start-donation.ts";

type Choice = (typeof DONATION_PRESETS)[number] | "custom";

/** /donate: a preset or own amount ($1 at least), then 'Donate Now' leaves for the hosted payment page. */
export function DonatePage() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(DONATION_PRESETS[1]);
  // The own amount typed before a preset was chosen, given back when "Custom" is chosen again.
  const custom = useRef("");
  // `amount` holds the chosen preset, or the own amount as typed: the contract's rule checks either.
  const form = useSchemaForm(donateFormSchema, {
    defaultValues: { amount: String(DONATION_PRESETS[1]), donorName: "", donorEmail: "" },
  });
  // The receipt's address only: a name on a gift stays the donor's choice, and many give without one.
  useMemberPrefill(form, { email: "donorEmail" });
  const start = useStartDonation();
  const mosque = useDonationSettings().data?.mosqueName;

  const choose = (value: Choice) => {
    if (choice === "custom") custom.current = String(form.getValues("amount") ?? "");
    setChoice(value);
    form.setValue("amount", value === "custom" ? custom.current : String(value), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const submit = ({ amount, donorName, donorEmail }: z.output<typeof donateFormSchema>) =>
    start.mutate(
      { amount, donorName: donorName || undefined, donorEmail },
      {
        onError: (failure) =>
          toast.error(t("errors.checkoutSessionFailed"), { description: failure.message }),
      },
    );

  return (
    <Page>
      <div className="mx-auto max-w-xl">
        <PageHeader
          title={t("donate.title")}
          lead={mosque ? t("donate.leadMosque", { mosque }) : t("donate.lead")}
        />
        <Card>
          <Form form={form} onSubmit={submit} className="space-y-5">
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{t("donate.presetsLabel")}</legend>
              <div className="flex flex-wrap gap-2">
                {[...DONATION_PRESETS, "custom" as const].map((value) => (
                  <ChoiceChip
                    key={value}
                    name="amount"
                    paddingX="px-5"
                    selected={choice === value}
                    checked={choice === value}
                    onChange={() => choose(value)}
                  >
                    {value === "custom" ? t("checkout.customTip") : formatMoney(value * 100)}
                  </ChoiceChip>
                ))}
              </div>
            </fieldset>
            {choice === "custom" && (
              <div className="max-w-48">
                <FormField
                  form={form}
                  name="amount"
                  label={t("donate.customAmount")}
                  hint={t("donate.minimum")}
                >
                  {(control) => <Input {...control} type="number" min={1} step={1} inputMode="decimal" />}
                </FormField>
              </div>
            )}
            <FormField
              form={form}
              name="donorName"
              label={`${t("donate.donorName")} (${t("common.optional")})`}
            >
              {(control) => <Input {...control} autoComplete="name" />}
            </FormField>
            <FormField
              form={form}
              name="donorEmail"
              label={`${t("donate.donorEmail")} (${t("common.optional")})`}
              hint={t("donate.donorEmailHint")}
            >
              {(control) => <Input {...control} type="email" autoComplete="email" />}
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={start.isPending || start.isSuccess}>
              {start.isPending || start.isSuccess ? (
                <Spinner />
              ) : (
                <HandHeart className="size-5" aria-hidden="true" />
              )}
              {t("donate.donateNow")}
            </Button>
          </Form>
        </Card>
        <p className="mt-6 text-center">
          <Link to="/">{t("donate.returnHome")}</Link>
        </p>
      </div>
    </Page>
  );
}
