import { localizedName } from "@contract/language.ts";
import type { OrderReward } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { Gift } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";

/** The reward a member used on the order (decision 22): its name, what it took off and the points it cost. */
export function OrderRewardNote({ reward, className }: { reward: OrderReward; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p
      className={cn("flex items-start gap-2 rounded-lg bg-saffron/10 p-3 text-left text-sm", className)}
      data-testid="order-reward"
    >
      <Gift className="mt-0.5 size-4 shrink-0 text-saffron-dark" aria-hidden="true" />
      <span>
        <span className="font-medium">
          {t("orders.reward", { name: localizedName(reward, i18n.language) })}
        </span>{" "}
        <span className="tabular-nums">−{formatMoney(reward.amountOff)}</span>
        <span className="block text-saffron-dark">
          {reward.code
            ? t("orders.rewardCode", { code: reward.code })
            : t("orders.rewardPoints", { count: reward.pointsSpent })}
        </span>
      </span>
    </p>
  );
}
