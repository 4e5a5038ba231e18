import type { ReferralStats } from "@contract/loyalty-api.ts";
import { UserPlus } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { readerDate } from "../../../lib/format-date.ts";
import { recentReferrals, referralName } from "../referral-display.ts";

/** The total and the 5 most recent referrals, each by name or email local part, with the date. */
export function RecentReferrals({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation();
  const recent = recentReferrals(stats.referrals);
  return (
    <Card className="space-y-3">
      <p className="text-2xl font-semibold" data-testid="referral-count">
        {t("referrals.stats.total", { count: stats.referralCount })}
      </p>
      <h2 className="font-semibold">{t("referrals.stats.recent")}</h2>
      {recent.length === 0 ? (
        <p className="text-coffee-700">{t("referrals.stats.empty")}</p>
      ) : (
        <ul className="divide-y divide-crema-200">
          {recent.map((referral) => (
            <li
              key={`${referral.id}-${referral.createdAt}`}
              className="flex items-center justify-between gap-3 py-2"
            >
              <span className="flex items-center gap-2">
                <UserPlus className="size-4 text-somali-blue-dark" aria-hidden="true" />
                {referralName(referral)}
              </span>
              <span className="text-sm text-coffee-700">
                {t("referrals.stats.joined", {
                  date: readerDate(referral.createdAt, { dateStyle: "medium" }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
