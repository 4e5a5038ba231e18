import type { FastifyInstance } from "fastify";
import { loyaltyEndpoints as endpoints } from "../../../contract/endpoints/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requireUser } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { activeReward, redeemReward } from "./redeem.service.ts";
import { unusedRedemptions } from "./redeemed-rewards.ts";
import { listRewards, memberBirthday } from "./rewards.service.ts";

/** The catalog is public (the signed-out rewards page shows it); redeeming and birthdays are a member's. */
export async function rewardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.rewards, async (request) => listRewards(db, requestLanguage(request)));
  defineRoute(app, endpoints.freeDrinks, async (request) => listRewards(db, requestLanguage(request), true));

  defineRoute(app, endpoints.birthday, async (request) => memberBirthday(db, await requireUser(request)));

  // The member's redeemed rewards still to use, for checkout's reward picker (decision 46).
  defineRoute(app, endpoints.redeemed, async (request) =>
    unusedRedemptions(db, (await requireUser(request)).id, requestLanguage(request)),
  );

  defineRoute(app, endpoints.redeem, async (request, reply) => {
    const member = await requireUser(request);
    const reward = await activeReward(db, request.params.id);
    return reply.code(201).send(await redeemReward(db, member.id, reward, requestLanguage(request)));
  });
}
