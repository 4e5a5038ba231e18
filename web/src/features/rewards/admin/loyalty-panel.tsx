import { type Permission, userCan } from "@contract/permissions.ts";
import { useUser } from "../../auth/public.ts";
import { OverviewSection, Rankings, RedemptionFigures } from "./figures.tsx";
import { PromotionsSection } from "./promotions.tsx";
import { RedemptionDesk } from "./redemption-desk.tsx";
import { ExportCard, RulesCard } from "./rules-and-export.tsx";

/**
 * The admin's loyalty tab (docs/architecture.md#product-rules): the programme's figures, the counter's
 * redemption desk, promotions, the rule text and exports.
 */
export function LoyaltyPanel() {
  const { user } = useUser();
  const can = (permission: Permission) => userCan(user, permission);
  return (
    <div className="space-y-6">
      {can("reports") && <OverviewSection />}
      {can("redemptions") && <RedemptionDesk />}
      {can("promotions") && <PromotionsSection />}
      {can("reports") && (
        <div className="grid gap-6 lg:grid-cols-2">
          <RedemptionFigures />
          <Rankings />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <RulesCard />
        {can("export") && <ExportCard />}
      </div>
    </div>
  );
}
