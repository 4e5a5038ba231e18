import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { analyticsRoutes } from "./analytics.routes.ts";
import { attachCheckoutRewards } from "./checkout-reward.ts";
import { exportRoutes } from "./export/export.routes.ts";
import { attachMemberDiscounts } from "./member-discounts.ts";
import { attachLoyaltyToOrders } from "./order-points.ts";
import { pointsRoutes } from "./points.routes.ts";
import { promotionRoutes } from "./promotions.routes.ts";
import { attachRedeemedRewards } from "./redeemed-rewards.ts";
import { redemptionDeskRoutes } from "./redemption-desk.routes.ts";
import { rewardRoutes } from "./rewards.routes.ts";

interface LoyaltyOptions {
  db: Db;
  lifecycle: OrderLifecycle;
  email: EmailSender;
}

/** Somali Sip Points in one registration: the order hooks, then every loyalty route. */
export async function loyaltyPlugin(app: FastifyInstance, { db, lifecycle, email }: LoyaltyOptions) {
  attachLoyaltyToOrders(lifecycle);
  attachCheckoutRewards(lifecycle);
  attachMemberDiscounts(lifecycle);
  attachRedeemedRewards(lifecycle);
  await app.register(rewardRoutes, { db });
  await app.register(pointsRoutes, { db });
  await app.register(exportRoutes, { db, email });
  await app.register(analyticsRoutes, { db });
  await app.register(promotionRoutes, { db });
  await app.register(redemptionDeskRoutes, { db });
}
