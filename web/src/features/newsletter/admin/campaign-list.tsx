import type { CampaignView } from "@contract/newsletter-campaigns.ts";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
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

/** Campaigns, newest first. `progress` adds the live bar (the tab); the analytics page shows the counts alone. */
export function CampaignTable({
  campaigns,
  progress = false,
}: {
  campaigns: CampaignView[];
  progress?: boolean;
}) {
  const { t } = useTranslation();
  const columns: Column<CampaignView>[] = [
    {
      key: "subject",
      header: t("adminNewsletter.campaigns.subject"),
      rowHeader: true,
      cell: (campaign) => (
        <>
          <span className="font-medium">{campaign.subjectEn}</span>
          {campaign.subjectSo && (
            <span className="block font-normal text-coffee-700" lang="so">
              {campaign.subjectSo}
            </span>
          )}
          <span className="block text-xs font-normal text-coffee-700">
            {campaign.subjectSo
              ? t("adminNewsletter.campaigns.bilingual")
              : t("adminNewsletter.campaigns.englishOnly")}
          </span>
        </>
      ),
    },
    {
      key: "date",
      header: t("adminNewsletter.campaigns.date"),
      nowrap: true,
      cell: (campaign) => (
        <>
          {formatDateTime(campaign.createdAt)}
          {campaign.createdBy && (
            <span className="block text-xs text-coffee-700">
              {t("adminNewsletter.campaigns.by", { name: campaign.createdBy })}
            </span>
          )}
        </>
      ),
    },
    {
      key: "status",
      header: t("adminNewsletter.campaigns.status"),
      cell: (campaign) => <StatusBadge status={campaign.status} />,
    },
    ...counts.map((key) => ({
      key,
      header: t(`adminNewsletter.campaigns.${key}`),
      cell: (campaign: CampaignView) => campaign[key],
      numeric: true,
    })),
  ];
  if (progress)
    columns.push({
      key: "progress",
      header: t("adminNewsletter.campaigns.progress"),
      cell: (campaign) => <CampaignProgress campaign={campaign} />,
      onPhone: "bare",
    });
  return (
    <DataTable
      caption={t("adminNewsletter.campaigns.caption")}
      columns={columns}
      rows={campaigns}
      empty={t("adminNewsletter.campaigns.none")}
      rowTestId="campaign-row"
      cardTestId="campaign-card"
    />
  );
}
