import { Ticket } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useRedeemedRewards } from "../api/use-redeemed-rewards.ts";

/**
 * The codes the member redeemed and has not used yet. Without it a code was shown once, in the dialog that made
 * it, and then only inside checkout: a member at the counter had nothing to show.
 */
export function RedeemedCodes() {
  const { t } = useTranslation();
  const redeemed = useRedeemedRewards();
  const codes = redeemed.data ?? [];
  if (codes.length === 0) return null;
  return (
    <Card className="space-y-3 border-2 border-dashed border-saffron" data-testid="redeemed-codes">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Ticket className="size-5 text-saffron-dark" aria-hidden="true" />
        {t("rewards.codes.title")}
      </h2>
      <p className="text-coffee-700">{t("rewards.codes.lead")}</p>
      <ul className="divide-y divide-crema-200">
        {codes.map((redemption) => (
          <li
            key={redemption.code}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="font-medium">{redemption.reward.name}</span>
            <span className="font-mono text-lg font-semibold tracking-widest" data-testid="redeemed-code">
              {redemption.code}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
