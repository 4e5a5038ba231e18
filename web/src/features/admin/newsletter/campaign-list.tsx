import type { CampaignView } from "@contract/newsletter-campaigns.ts";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";

/** How far a campaign has come: a bar screen readers read as a progress bar. */
export function CampaignProgress({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const done = campaign.recipients - campaign.pending;
  const percent = campaign.recipients ? Math.round((done / campaign.recipients) * 100) : 100;
  const label = t("adminNewsletter.campaigns.progressLabel", { done, total: campaign.recipients });
  return (
    <div className="min-w-32 space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={campaign.recipients}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-crema-200"
      >
        <div
          className={cn("h-full rounded-full", campaign.failed ? "bg-saffron" : "bg-status-ready")}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-coffee-700 tabular-nums">{label}</p>
    </div>
  );
}

function StatusBadge({ status }: { status: CampaignView["status"] }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        status === "sending"
          ? "bg-somali-blue/15 text-somali-blue-dark"
          : "bg-status-ready/15 text-coffee-900",
      )}
    >
      {t(`adminNewsletter.campaigns.statuses.${status}`)}
    </span>
  );
}

const counts = ["recipients", "sent", "failed"] as const;

/**
 * Campaigns, newest first: a table from 768 px, cards below. `progress` adds the live bar (the tab); the
 * analytics page shows the counts alone.
 */
export function CampaignTable({
  campaigns,
  progress = false,
}: {
  campaigns: CampaignView[];
  progress?: boolean;
}) {
  const { t } = useTranslation();
  const languages = (c: CampaignView) =>
    c.subjectSo ? t("adminNewsletter.campaigns.bilingual") : t("adminNewsletter.campaigns.englishOnly");
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-soft md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("adminNewsletter.campaigns.caption")}</caption>
          <thead className="bg-crema-100">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("adminNewsletter.campaigns.subject")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("adminNewsletter.campaigns.date")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("adminNewsletter.campaigns.status")}
              </th>
              {counts.map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {t(`adminNewsletter.campaigns.${key}`)}
                </th>
              ))}
              {progress && (
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("adminNewsletter.campaigns.progress")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr
                key={campaign.id}
                className="border-t border-crema-200 align-top"
                data-testid="campaign-row"
              >
                <td className="px-3 py-2">
                  <span className="font-medium">{campaign.subjectEn}</span>
                  {campaign.subjectSo && (
                    <span className="block text-coffee-700" lang="so">
                      {campaign.subjectSo}
                    </span>
                  )}
                  <span className="block text-xs text-coffee-700">{languages(campaign)}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDateTime(campaign.createdAt)}
                  {campaign.createdBy && (
                    <span className="block text-xs text-coffee-700">
                      {t("adminNewsletter.campaigns.by", { name: campaign.createdBy })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={campaign.status} />
                </td>
                {counts.map((key) => (
                  <td key={key} className="px-3 py-2 text-right tabular-nums">
                    {campaign[key]}
                  </td>
                ))}
                {progress && (
                  <td className="px-3 py-2">
                    <CampaignProgress campaign={campaign} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="rounded-xl bg-white p-4 shadow-soft" data-testid="campaign-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words">{campaign.subjectEn}</p>
                {campaign.subjectSo && (
                  <p className="text-sm break-words text-coffee-700" lang="so">
                    {campaign.subjectSo}
                  </p>
                )}
              </div>
              <StatusBadge status={campaign.status} />
            </div>
            <p className="mt-1 text-sm text-coffee-700">
              {formatDateTime(campaign.createdAt)} · {languages(campaign)}
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              {counts.map((key) => (
                <div key={key} className="rounded-lg bg-crema-100 p-2">
                  <dt className="text-xs text-coffee-700">{t(`adminNewsletter.campaigns.${key}`)}</dt>
                  <dd className="font-semibold tabular-nums">{campaign[key]}</dd>
                </div>
              ))}
            </dl>
            {progress && (
              <div className="mt-3">
                <CampaignProgress campaign={campaign} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The tab's list: loading, error with a retry, empty, or the campaigns with live progress. */
export function CampaignList({
  query,
}: {
  query: {
    data?: CampaignView[] | undefined;
    isLoading: boolean;
    error: Error | null;
    refetch: () => unknown;
    isFetching: boolean;
  };
}) {
  const { t } = useTranslation();
  if (query.isLoading) return <PageSpinner />;
  if (query.error)
    return (
      <LoadError
        message={t("adminNewsletter.campaigns.loadFailed")}
        hint={query.error.message}
        retry={{ run: () => void query.refetch(), running: query.isFetching }}
      />
    );
  if (!query.data?.length)
    return <p className="rounded-xl bg-crema-100 p-6 text-center">{t("adminNewsletter.campaigns.none")}</p>;
  return <CampaignTable campaigns={query.data} progress />;
}
