import type { Redemption, Reward } from "@contract/loyalty-api.ts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useRewards } from "../api/use-rewards.ts";
import { RedeemConfirmDialog, RedeemedDialog } from "./redeem-dialogs.tsx";
import { RewardIcon } from "./reward-icon.tsx";

/**
 * Available Rewards: redeemable with enough points, otherwise "N more points needed"
 * (docs/architecture.md#product-rules).
 */
export function RewardsCatalog({ balance, onDone }: { balance: number; onDone: () => void }) {
  const { t } = useTranslation();
  const rewards = useRewards();
  const [chosen, setChosen] = useState<Reward | null>(null);
  const [redeemed, setRedeemed] = useState<Redemption | null>(null);

  if (rewards.isLoading) return <PageSpinner />;
  if (rewards.isError) return <p role="alert">{t("rewards.catalog.loadError")}</p>;

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {(rewards.data ?? []).map((reward) => {
          const missing = reward.pointsCost - balance;
          return (
            <li key={reward.id}>
              <Card className="flex h-full flex-col gap-3" data-testid="reward-card">
                <div className="flex items-start gap-3">
                  <span className="rounded-full bg-saffron/20 p-3">
                    <RewardIcon name={reward.iconName} className="size-6 text-saffron-dark" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">{reward.name}</h3>
                    <p className="text-sm font-medium text-saffron-dark">
                      {t("rewards.catalog.cost", { count: reward.pointsCost })}
                    </p>
                  </div>
                </div>
                <p className="flex-1 text-coffee-700">{reward.description}</p>
                {missing > 0 ? (
                  <Button variant="secondary" disabled>
                    {t("rewards.catalog.needMore", { count: missing })}
                  </Button>
                ) : (
                  <Button onClick={() => setChosen(reward)}>
                    {t("rewards.catalog.redeem")}
                    <span className="sr-only"> {reward.name}</span>
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen && (
          <RedeemConfirmDialog
            reward={chosen}
            balance={balance}
            onRedeemed={(redemption) => {
              setChosen(null);
              setRedeemed(redemption);
            }}
          />
        )}
      </Dialog>
      <Dialog open={redeemed !== null} onOpenChange={(open) => !open && setRedeemed(null)}>
        {redeemed && (
          <RedeemedDialog
            redemption={redeemed}
            onDone={() => {
              setRedeemed(null);
              onDone();
            }}
          />
        )}
      </Dialog>
    </>
  );
}
