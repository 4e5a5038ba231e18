import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdSchema } from "../../../contract/fields.ts";
import {
  type RedeemedReward,
  type Redemption,
  type Reward,
  redeemedRewardSchema,
  rewardSchema,
} from "../../../contract/loyalty-api.ts";
import type { BirthdayInfo } from "../../../contract/loyalty-birthday.ts";
import type { Db } from "../../db/client.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { activeReward, redeemReward } from "./redeem.service.ts";
import { unusedRedemptions } from "./redeemed-rewards.ts";
import { listRewards, memberBirthday } from "./rewards.service.ts";

/** The catalog is public (the signed-out rewards page shows it); redeeming and birthdays are a member's. */
export async function rewardRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const rewardList = { schema: { response: { 200: z.array(rewardSchema) } } };
  app.get(
    "/api/rewards",
    rewardList,
    async (request): Promise<Reward[]> => listRewards(db, requestLanguage(request)),
  );
  app.get(
    "/api/rewards/free-drinks",
    rewardList,
    async (request): Promise<Reward[]> => listRewards(db, requestLanguage(request), true),
  );

  app.get(
    "/api/rewards/birthday",
    { onRequest: signedIn },
    async (request): Promise<BirthdayInfo> => memberBirthday(db, await requireUser(request)),
  );

  // The member's redeemed rewards still to use, for checkout's reward picker (decision 46).
  app.get(
    "/api/rewards/redeemed",
    { onRequest: signedIn, schema: { response: { 200: z.array(redeemedRewardSchema) } } },
    async (request): Promise<RedeemedReward[]> =>
      unusedRedemptions(db, (await requireUser(request)).id, requestLanguage(request)),
  );

  app.post(
    "/api/rewards/:id/redeem",
    { onRequest: signedIn, schema: { params: z.object({ id: rowIdSchema }) } },
    async (request, reply) => {
      const member = await requireUser(request);
      const reward = await activeReward(db, request.params.id);
      const redemption: Redemption = await redeemReward(db, member.id, reward, requestLanguage(request));
      return reply.code(201).send(redemption);
    },
  );
}
