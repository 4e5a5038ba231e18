import type { FastifyInstance } from "fastify";
import {
  type ReferralCodeAnswer,
  type ReferralStats,
  referralCodeAnswerSchema,
  referralStatsSchema,
} from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import { referralStats } from "./referrals.service.ts";

/** Newsletter, contact, donations, referrals (docs/api.md): the member's code and whom it brought. */
export async function referralRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    "/api/newsletter/referral-code",
    { onRequest: signedIn, schema: { response: { 200: referralCodeAnswerSchema } } },
    async (request): Promise<ReferralCodeAnswer> => {
      const member = await requireUser(request);
      return { referralCode: member.referralCode };
    },
  );

  app.get(
    "/api/newsletter/referral-stats",
    { onRequest: signedIn, schema: { response: { 200: referralStatsSchema } } },
    async (request): Promise<ReferralStats> => {
      const member = await requireUser(request);
      return referralStats(db, member.id);
    },
  );
}
