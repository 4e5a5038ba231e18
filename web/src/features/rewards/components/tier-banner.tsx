import { pointsValueCents, tierProgress } from "@contract/loyalty.ts";
import type { PointsSummary } from "@contract/loyalty-api.ts";
import { formatMoney } from "@contract/pricing.ts";
import { Crown, Hourglass } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";

/**
 * Balance, tier and progress to the next tier by lifetime points (docs/architecture.md#product-rules). Two equal
 * columns from a tablet up: sized to its content, the balance's long Somali line on pending points squeezed the
 * tier beside it into a strip of one or two words a line.
 */
export function TierBanner({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation();
  const progress = tierProgress(summary.lifetimePoints);
  return (
    <section
      className="grid gap-6 rounded-xl bg-coffee-900 p-6 text-crema-50 shadow-soft sm:p-8 md:grid-cols-2"
      aria-labelledby="points-balance"
    >
      <div>
        <p id="points-balance" className="text-sm uppercase tracking-wide text-crema-100/80">
          {t("rewards.balance.label")}
        </p>
        <p className="mt-1 font-display text-5xl font-semibold text-saffron" data-testid="points-balance">
          {summary.balance}
        </p>
        <p className="text-crema-100">{t("rewards.balance.points", { count: summary.balance })}</p>
        <p className="mt-2 text-sm text-crema-100/80">
          {t("rewards.balance.worth", { amount: formatMoney(pointsValueCents(summary.balance)) })}
        </p>
        {summary.pendingPoints > 0 && (
          <p className="mt-3 flex items-center gap-2 text-sm" data-testid="pending-points">
            <Hourglass className="size-4 text-saffron" aria-hidden="true" />
            {t("rewards.balance.pending", { count: summary.pendingPoints })}
          </p>
        )}
      </div>
      <div className="self-center">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Crown className="size-5 text-saffron" aria-hidden="true" />
          <span data-testid="tier-name">{t(`loyalty.tiers.${progress.tier}`)}</span>
        </p>
        <p className="text-sm text-crema-100/80">
          {t("rewards.tier.lifetime", { count: summary.lifetimePoints })}
        </p>
        {progress.next ? (
          <>
            <div
              className="mt-3 h-3 overflow-hidden rounded-full bg-crema-50/20"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-label={t("rewards.tier.progress", { tier: t(`loyalty.tiers.${progress.next}`) })}
            >
              <div className="h-full rounded-full bg-saffron" style={{ width: `${progress.percent}%` }} />
            </div>
            <p className="mt-2 text-sm">
              {t("rewards.tier.toNext", {
                count: progress.pointsToNext,
                tier: t(`loyalty.tiers.${progress.next}`),
              })}
            </p>
          </>
        ) : (
          <p className="mt-3 rounded-lg bg-saffron/20 p-3 text-sm">{t("rewards.tier.top")}</p>
        )}
      </div>
    </section>
  );
}
