import { DONATION_PRESETS, donateFormSchema } from "@contract/payments.ts";
import { formatMoney } from "@contract/pricing.ts";
import { HandHeart } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ChoiceChip } from "../../components/ui/choice-chip.tsx";
import { Field, Input } from "../../components/ui/field.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useDonationSettings } from "./api/donation-settings.ts";
import { useStartDonation } from "./api/start-donation.ts";

type Choice = (typeof DONATION_PRESETS)[number] | "custom";

/** /donate: a preset or own amount ($1 at least), then 'Donate Now' leaves for the hosted payment page. */
export function DonatePage() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(DONATION_PRESETS[1]);
  const [custom, setCustom] = useState("");
  const [donorName, setDonorName] = useState("");
  const [donorEmail, setDonorEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [emailError, setEmailError] = useState<string | undefined>();
  const start = useStartDonation();
  const mosque = useDonationSettings().data?.mosqueName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = donateFormSchema.safeParse({
      amount: choice === "custom" ? custom : choice,
      donorName,
      donorEmail,
    });
    if (!parsed.success) {
      const issueAt = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setError(issueAt("amount"));
      setEmailError(issueAt("donorEmail"));
      return;
    }
    setError(undefined);
    setEmailError(undefined);
    start.mutate(
      {
        amount: parsed.data.amount,
        donorName: parsed.data.donorName || undefined,
        donorEmail: parsed.data.donorEmail,
      },
      {
        onError: (failure) =>
          toast.error(t("errors.checkoutSessionFailed"), { description: failure.message }),
      },
    );
  };

  return (
    <Page>
      <div className="mx-auto max-w-xl">
        <PageHeader
          title={t("donate.title")}
          lead={mosque ? t("donate.leadMosque", { mosque }) : t("donate.lead")}
        />
        <Card>
          <form onSubmit={submit} className="space-y-5" noValidate>
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
                    onChange={() => setChoice(value)}
                  >
                    {value === "custom" ? t("checkout.customTip") : formatMoney(value * 100)}
                  </ChoiceChip>
                ))}
              </div>
            </fieldset>
            {choice === "custom" && (
              <div className="max-w-48">
                <Field label={t("donate.customAmount")} error={error} hint={t("donate.minimum")}>
                  {(a11y) => (
                    <Input
                      {...a11y}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="decimal"
                      value={custom}
                      onChange={(e) => setCustom(e.target.value)}
                    />
                  )}
                </Field>
              </div>
            )}
            <Field label={`${t("donate.donorName")} (${t("common.optional")})`}>
              {(a11y) => (
                <Input
                  {...a11y}
                  autoComplete="name"
                  value={donorName}
                  onChange={(e) => setDonorName(e.target.value)}
                />
              )}
            </Field>
            <Field
              label={`${t("donate.donorEmail")} (${t("common.optional")})`}
              hint={t("donate.donorEmailHint")}
              error={emailError}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="email"
                  autoComplete="email"
                  value={donorEmail}
                  onChange={(e) => setDonorEmail(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" size="lg" className="w-full" disabled={start.isPending || start.isSuccess}>
              {start.isPending || start.isSuccess ? (
                <Spinner />
              ) : (
                <HandHeart className="size-5" aria-hidden="true" />
              )}
              {t("donate.donateNow")}
            </Button>
          </form>
        </Card>
        <p className="mt-6 text-center">
          <Link to="/">{t("donate.returnHome")}</Link>
        </p>
      </div>
    </Page>
  );
}
