import type { NewsletterSummary } from "@contract/newsletter-campaigns.ts";
import { useTranslation } from "../../../i18n/react.tsx";

const cards = [
  ["subscribers", "border-somali-blue"],
  ["campaignsThisMonth", "border-saffron"],
  ["referrals", "border-status-ready"],
] as const satisfies readonly (readonly [keyof NewsletterSummary, string])[];

/** The newsletter's figures: addresses subscribed now, campaigns this month, members who came by referral. */
export function NewsletterFigures({
  summary,
  referredSubscribers,
}: {
  summary: NewsletterSummary | undefined;
  referredSubscribers?: number | undefined;
}) {
  const { t } = useTranslation();
  const shown: [string, number | undefined, string][] = cards.map(([key, border]) => [
    key,
    summary?.[key],
    border,
  ]);
  if (referredSubscribers !== undefined)
    shown.push(["referredSubscribers", referredSubscribers, "border-coffee-900"]);
  return (
    <section aria-label={t("adminNewsletter.summary.label")}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {shown.map(([key, value, border]) => (
          <div key={key} className={`rounded-xl border-t-4 bg-white p-3 shadow-soft ${border}`}>
            <dt className="text-sm text-coffee-700">{t(`adminNewsletter.summary.${key}`)}</dt>
            <dd
              className="font-display text-2xl font-semibold tabular-nums"
              data-testid={`newsletter-${key}`}
            >
              {value === undefined ? "…" : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
