import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { attachReferralBonus } from "./referral-bonus.ts";
import { referralRoutes } from "./referrals.routes.ts";

/** Referrals in one registration: the bonus paid when a referred member's first order completes, and the routes. */
export async function referralsFeature(
  app: FastifyInstance,
  { db, lifecycle }: { db: Db; lifecycle: OrderLifecycle },
) {
  attachReferralBonus(lifecycle);
  await app.register(referralRoutes, { db });
}
