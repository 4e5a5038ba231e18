import type { Redemption, Reward } from "@contract/loyalty-api.ts";
import { CheckCircle2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRedeemReward } from "../api/redeem-reward.ts";

/** Confirms before any points move; the server checks the balance again and makes the code. */
export function RedeemConfirmDialog({
  reward,
  balance,
  onRedeemed,
}: {
  reward: Reward;
  balance: number;
  onRedeemed: (redemption: Redemption) => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemReward();
  const confirm = () =>
    redeem.mutate(reward.id, {
      onSuccess: onRedeemed,
      onError: (error) =>
        toast.error(t("rewards.redeem.failed"), {
          description: error.message || t("rewards.redeem.failedFallback"),
        }),
    });
  return (
    <DialogContent
      title={t("rewards.redeem.confirmTitle", { reward: reward.name })}
      description={t("rewards.redeem.confirmText", { cost: reward.pointsCost, balance })}
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="ghost">{t("common.cancel")}</Button>
        </DialogClose>
        <Button onClick={confirm} disabled={redeem.isPending}>
          {redeem.isPending && <Spinner />}
          {t("rewards.redeem.confirm")}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}

/** The server's code, to show at the counter; Done goes to the history. */
export function RedeemedDialog({ redemption, onDone }: { redemption: Redemption; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogContent
      title={t("rewards.redeem.successTitle")}
      description={t("rewards.redeem.successText", { reward: redemption.rewardName })}
    >
      <div className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-12 text-status-ready" aria-hidden="true" />
        <p className="text-sm text-coffee-700">{t("rewards.redeem.codeLabel")}</p>
        <p
          className="rounded-lg border-2 border-dashed border-saffron bg-white p-4 font-mono text-2xl font-semibold tracking-widest"
          data-testid="redemption-code"
        >
          {redemption.code}
        </p>
        <p data-testid="new-balance">{t("rewards.redeem.newBalance", { count: redemption.balance })}</p>
        <Button className="w-full" onClick={onDone}>
          {t("rewards.redeem.done")}
        </Button>
      </div>
    </DialogContent>
  );
}
