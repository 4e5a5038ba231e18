import type { NewsletterMonth } from "@contract/newsletter-campaigns.ts";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useNewsletterAnalytics } from "./api.ts";
import { CampaignTable } from "./campaign-list.tsx";
import { NewsletterFigures } from "./figures.tsx";
import { monthLabel } from "./month-label.ts";
import { SubscribersChart } from "./subscribers-chart.tsx";

const columns = [
  "subscribers",
  "subscribed",
  "unsubscribed",
  "referrals",
] as const satisfies readonly (keyof NewsletterMonth)[];

/** Month by month, newest first: a table from 768 px, cards below. */
function MonthlyTable({ months }: { months: NewsletterMonth[] }) {
  const { t } = useTranslation();
  const newestFirst = [...months].reverse();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-soft md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("adminNewsletter.analytics.monthly")}</caption>
          <thead className="bg-crema-100">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("adminNewsletter.analytics.month")}
              </th>
              {columns.map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {t(`adminNewsletter.analytics.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((month) => (
              <tr key={month.month} className="border-t border-crema-200">
                <th scope="row" className="px-3 py-2 font-medium">
                  {monthLabel(month.month, "long")}
                </th>
                {columns.map((key) => (
                  <td key={key} className="px-3 py-2 text-right tabular-nums">
                    {month[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {newestFirst.map((month) => (
          <li key={month.month} className="rounded-xl bg-white p-4 shadow-soft">
            <p className="font-semibold">{monthLabel(month.month, "long")}</p>
            <dl className="mt-2 grid grid-cols-2 gap-2">
              {columns.map((key) => (
                <div key={key} className="rounded-lg bg-crema-100 p-2">
                  <dt className="text-xs text-coffee-700">{t(`adminNewsletter.analytics.${key}`)}</dt>
                  <dd className="font-semibold tabular-nums">{month[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
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
        {t("admin.dashboard.backToAdmin")}
      </Link>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t("adminNewsletter.analytics.title")}</h1>
      {analytics.isLoading ? (
        <PageSpinner />
      ) : analytics.error || !analytics.data ? (
        <LoadError
          message={t("adminNewsletter.analytics.loadFailed")}
          hint={analytics.error?.message}
          retry={{ run: () => void analytics.refetch(), running: analytics.isFetching }}
        />
      ) : (
        <>
          <NewsletterFigures
            summary={analytics.data.summary}
            referredSubscribers={analytics.data.referredSubscribers}
          />
          <Card>
            <h2 className="mb-3 text-xl font-semibold">{t("adminNewsletter.analytics.chartTitle")}</h2>
            <SubscribersChart months={analytics.data.months} />
          </Card>
          <section className="space-y-3" aria-labelledby="newsletter-months">
            <h2 id="newsletter-months" className="text-xl font-semibold">
              {t("adminNewsletter.analytics.monthly")}
            </h2>
            <MonthlyTable months={analytics.data.months} />
          </section>
          <section className="space-y-3" aria-labelledby="newsletter-campaign-results">
            <h2 id="newsletter-campaign-results" className="text-xl font-semibold">
              {t("adminNewsletter.analytics.campaigns")}
            </h2>
            {analytics.data.campaigns.length ? (
              <CampaignTable campaigns={analytics.data.campaigns} />
            ) : (
              <p className="rounded-xl bg-crema-100 p-6 text-center">{t("adminNewsletter.campaigns.none")}</p>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
