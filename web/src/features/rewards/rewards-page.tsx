import type { PublicUser } from "@contract/users.ts";
import { useState } from "react";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useUser } from "../auth/public.ts";
import { usePointsSummary } from "./api/use-points-summary.ts";
import { BirthdayCard } from "./components/birthday-card.tsx";
import { EarnCards } from "./components/earn-cards.tsx";
import { ExportDialog } from "./components/export-dialog.tsx";
import { PointsHistory } from "./components/points-history.tsx";
import { PromotionsBanner } from "./components/promotions-banner.tsx";
import { RedeemedCodes } from "./components/redeemed-codes.tsx";
import { ReferralCard } from "./components/referral-card.tsx";
import { RewardsCatalog } from "./components/rewards-catalog.tsx";
import { SignedOutRewards } from "./components/signed-out-rewards.tsx";
import { TierBanner } from "./components/tier-banner.tsx";

/**
 * /rewards (docs/architecture.md#product-rules): a sign-in prompt, or the member's points, rewards and history.
 */
export function RewardsPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <Page className="space-y-8">
      <PageHeader title={t("rewards.title")} lead={t("rewards.lead")} />
      {user ? <MemberRewards user={user} /> : <SignedOutRewards />}
    </Page>
  );
}

function MemberRewards({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const summary = usePointsSummary();
  const [tab, setTab] = useState("available");
  if (summary.isLoading) return <PageSpinner />;
  const points = summary.data ?? { balance: user.loyaltyPoints, pendingPoints: 0, lifetimePoints: 0 };
  return (
    <>
      <TierBanner summary={points} />
      <RedeemedCodes />
      <PromotionsBanner />
      <div className="grid gap-6 md:grid-cols-2">
        <ReferralCard code={user.referralCode} />
        <BirthdayCard />
      </div>
      <EarnCards />
      <Tabs value={tab} onValueChange={setTab}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="available">{t("rewards.tabs.available")}</TabsTrigger>
            <TabsTrigger value="history">{t("rewards.tabs.history")}</TabsTrigger>
          </TabsList>
          <ExportDialog />
        </div>
        <TabsContent value="available" className="mt-6">
          <RewardsCatalog balance={points.balance} onDone={() => setTab("history")} />
        </TabsContent>
        <TabsContent value="history" className="mt-6">
          <PointsHistory userId={user.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}
