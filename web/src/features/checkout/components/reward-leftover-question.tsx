import type { Reward } from "@contract/loyalty-api.ts";
import { formatMoney } from "@contract/pricing.ts";
import { AlertTriangle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import type { RewardLeftover } from "../use-cart-totals.ts";

interface Props {
  question: RewardLeftover & { reward: Reward };
  onAnswer: (use: boolean) => void;
}

/**
 * Asked before a reward worth more than the order is used: what it is worth, what the order is, and that the
 * rest is not kept (the server refuses such an order without this answer).
 */
export function RewardLeftoverQuestion({ question, onAnswer }: Props) {
  const { t } = useTranslation();
  const worth = formatMoney(question.orderCents + question.leftoverCents);
  return (
    <div
      role="alertdialog"
      aria-labelledby="reward-leftover-text"
      className="space-y-3 rounded-lg border border-saffron bg-saffron/10 p-3 text-sm"
      data-testid="reward-leftover-question"
    >
      <p id="reward-leftover-text" className="flex gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-saffron-dark" aria-hidden="true" />
        {t("loyalty.checkout.rewardLeftoverQuestion", {
          worth,
          order: formatMoney(question.orderCents),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => onAnswer(true)}>
          {t("loyalty.checkout.rewardLeftoverUse")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onAnswer(false)}>
          {t("loyalty.checkout.rewardLeftoverKeep")}
        </Button>
      </div>
    </div>
  );
}
