import { OverviewSection, Rankings, RedemptionFigures } from "./figures.tsx";
import { PromotionsSection } from "./promotions.tsx";
import { RedemptionDesk } from "./redemption-desk.tsx";
import { ExportCard, RulesCard } from "./rules-and-export.tsx";

/**
 * The admin's loyalty tab (spec part 1 "loyalty"): the programme's figures, the counter's redemption desk,
 * promotions, the rule text and exports.
 */
export function LoyaltyPanel() {
  return (
    <div className="space-y-6">
      <OverviewSection />
      <RedemptionDesk />
      <PromotionsSection />
      <div className="grid gap-6 lg:grid-cols-2">
        <RedemptionFigures />
        <Rankings />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RulesCard />
        <ExportCard />
      </div>
    </div>
  );
}
