import { loyaltyRules } from "@contract/loyalty.ts";
import { Cake, Coins, Crown, Gift, type LucideIcon, ShoppingBag, Users } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

const icons: Record<(typeof loyaltyRules)[number]["key"], LucideIcon> = {
  earn: ShoppingBag,
  welcome: Gift,
  referral: Users,
  birthday: Cake,
  tiers: Crown,
  payWithPoints: Coins,
};

/** The one rule set, with the numbers from contract/loyalty.ts (docs/architecture.md "Points"). */
export function EarnCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-to-earn">
      <h2 id="how-to-earn" className="mb-4 text-2xl font-semibold">
        {t("rewards.earnTitle")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loyaltyRules.map((rule) => {
          const Icon = icons[rule.key];
          return (
            <li key={rule.key}>
              <Card className="h-full">
                <Icon className="size-6 text-terracotta" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">{t(`loyalty.rules.${rule.key}.title`)}</h3>
                <p className="mt-1 text-coffee-700">{t(`loyalty.rules.${rule.key}.text`, rule.params)}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
