import { REFERRAL_BONUS } from "@contract/loyalty.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useReferralCode, useReferralStats } from "./api/use-referrals.ts";
import { HowItWorks } from "./components/how-it-works.tsx";
import { RecentReferrals } from "./components/recent-referrals.tsx";
import { ShareLink } from "./components/share-link.tsx";
import { newsletterReferralLink } from "./referral-display.ts";

/**
 * /referrals (docs/architecture.md#product-rules), for signed-in members; routes.tsx sends others to /login.
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  const code = useReferralCode();
  const stats = useReferralStats();
  let content: ReactNode;
  if (code.isLoading || stats.isLoading) content = <PageSpinner />;
  else if (code.isError || stats.isError || !code.data || !stats.data)
    content = (
      <Card className="space-y-3 text-center" role="alert">
        <h2 className="text-xl font-semibold">{t("referrals.error.title")}</h2>
        <p className="text-coffee-700">{t("referrals.error.text")}</p>
        <Button asChild>
          <Link to="/newsletter">{t("referrals.error.subscribe")}</Link>
        </Button>
      </Card>
    );
  else
    content = (
      <>
        <div className="grid gap-6 md:grid-cols-2">
          <ShareLink link={newsletterReferralLink(window.location.origin, code.data.referralCode)} />
          <RecentReferrals stats={stats.data} />
        </div>
        <HowItWorks />
      </>
    );
  return (
    <Page className="space-y-6">
      <PageHeader title={t("referrals.title")} lead={t("referrals.lead", { points: REFERRAL_BONUS })} />
      {content}
    </Page>
  );
}
