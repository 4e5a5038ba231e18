import { donationStatusKey } from "@contract/payments.ts";
import { formatMoney } from "@contract/pricing.ts";
import { HeartHandshake } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Page } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { useDonation } from "./api/use-donation.ts";

/**
 * /donation-success?session_id=: amount, status ('paid' reads Completed), donor and date
 * (docs/architecture.md#product-rules).
 */
export function DonationSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const donation = useDonation(sessionId);

  const ways = (
    <>
      <Button asChild variant="outline">
        <Link to="/donate">{t("donate.again")}</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">{t("donate.returnHome")}</Link>
      </Button>
    </>
  );
  if (!sessionId || donation.isError) {
    return (
      <Page>
        <LoadError message={sessionId ? t("donate.loadFailed") : t("donate.noSession")}>{ways}</LoadError>
      </Page>
    );
  }
  if (donation.isPending) return <PageSpinner />;

  const { amountCents, status, donorInfo } = donation.data;
  const rows: [string, string][] = [
    [t("donate.amount"), formatMoney(amountCents)],
    [t("donate.status"), t(`donate.statuses.${donationStatusKey(status)}`)],
    [t("donate.donor"), donorInfo.donorName ?? t("donate.anonymous")],
    [t("donate.date"), formatDateTime(donorInfo.donationDate)],
  ];
  return (
    <Page>
      <Card className="mx-auto max-w-xl" role="status">
        <HeartHandshake className="mx-auto size-14 text-somali-blue-dark" aria-hidden="true" />
        <h1 className="mt-4 text-center text-3xl font-semibold">{t("donate.successTitle")}</h1>
        <p className="mt-2 text-center text-coffee-700">{t("donate.successLead")}</p>
        <dl className="mt-6 space-y-2" data-testid="donation-details">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-crema-200 pb-2">
              <dt className="text-coffee-700">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{ways}</div>
      </Card>
    </Page>
  );
}
