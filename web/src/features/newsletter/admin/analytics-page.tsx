import type { NewsletterMonth } from "@contract/newsletter-campaigns.ts";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useNewsletterAnalytics } from "./api.ts";
import { CampaignTable } from "./campaign-list.tsx";
import { NewsletterFigures } from "./figures.tsx";
import { monthLabel } from "./month-label.ts";
import { SubscribersChart } from "./subscribers-chart.tsx";

const counts = [
  "subscribers",
  "subscribed",
  "unsubscribed",
  "referrals",
] as const satisfies readonly (keyof NewsletterMonth)[];

/** Month by month, newest first. */
function MonthlyTable({ months }: { months: NewsletterMonth[] }) {
  const { t } = useTranslation();
  const columns: Column<NewsletterMonth>[] = [
    {
      key: "month",
      header: t("adminNewsletter.analytics.month"),
      cell: (month) => monthLabel(month.month, "long"),
      rowHeader: true,
    },
    ...counts.map((key) => ({
      key,
      header: t(`adminNewsletter.analytics.${key}`),
      cell: (month: NewsletterMonth) => month[key],
      numeric: true,
    })),
  ];
  return (
    <DataTable
      caption={t("adminNewsletter.analytics.monthly")}
      columns={columns}
      rows={[...months].reverse()}
      rowKey={(month) => month.month}
    />
  );
}

/**
 * /newsletter-analytics (docs/architecture.md#product-rules, linked from the dashboard): subscribers over time,
 * months, campaigns.
 */
export function NewsletterAnalyticsPage() {
  const { t } = useTranslation();
  const analytics = useNewsletterAnalytics();
  return (
    <Page paddingY="py-4 lg:py-6" className="space-y-6">
      <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("adminOrders.dashboard.backToAdmin")}
      </Link>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t("adminNewsletter.analytics.title")}</h1>
      <QueryView query={analytics} loadFailed={t("adminNewsletter.analytics.loadFailed")}>
        {(data) => (
          <>
            <NewsletterFigures summary={data.summary} referredSubscribers={data.referredSubscribers} />
            <Card>
              <h2 className="mb-3 text-xl font-semibold">{t("adminNewsletter.analytics.chartTitle")}</h2>
              <SubscribersChart months={data.months} />
            </Card>
            <section className="space-y-3" aria-labelledby="newsletter-months">
              <h2 id="newsletter-months" className="text-xl font-semibold">
                {t("adminNewsletter.analytics.monthly")}
              </h2>
              <MonthlyTable months={data.months} />
            </section>
            <section className="space-y-3" aria-labelledby="newsletter-campaign-results">
              <h2 id="newsletter-campaign-results" className="text-xl font-semibold">
                {t("adminNewsletter.analytics.campaigns")}
              </h2>
              <CampaignTable campaigns={data.campaigns} />
            </section>
          </>
        )}
      </QueryView>
    </Page>
  );
}
