import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useCampaigns, useNewsletterSummary } from "./api.ts";
import { CampaignTable } from "./campaign-list.tsx";
import { ComposeForm } from "./compose-form.tsx";
import { NewsletterFigures } from "./figures.tsx";

/**
 * The admin's Newsletter tab: the figures, the Send Newsletter form, and the campaigns with live progress. The
 * link to the analytics page sits above the tabs (`admin-page.tsx`), for everyone who may open this tab.
 */
export function NewsletterTab() {
  const { t } = useTranslation();
  const summary = useNewsletterSummary();
  const campaigns = useCampaigns();
  return (
    <div className="space-y-6">
      {summary.error ? (
        <p role="alert" className="rounded-xl bg-crema-100 p-4">
          {t("adminNewsletter.summary.loadFailed")}
        </p>
      ) : (
        <NewsletterFigures summary={summary.data} />
      )}
      <Card className="space-y-4">
        <CardHeading title={t("adminNewsletter.compose.title")} lead={t("adminNewsletter.compose.lead")} />
        <ComposeForm subscribers={summary.data?.subscribers} />
      </Card>
      <section className="space-y-3" aria-labelledby="newsletter-campaigns">
        <h2 id="newsletter-campaigns" className="text-xl font-semibold">
          {t("adminNewsletter.campaigns.title")}
        </h2>
        <QueryView query={campaigns} loadFailed={t("adminNewsletter.campaigns.loadFailed")}>
          {(list) => <CampaignTable campaigns={list} progress />}
        </QueryView>
      </section>
    </div>
  );
}
