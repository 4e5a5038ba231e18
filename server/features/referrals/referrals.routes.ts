import type { FastifyInstance } from "fastify";
import { referralEndpoints } from "../../../contract/endpoints/referrals.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requireUser } from "../../lib/guards.ts";
import { referralStats } from "./referrals.service.ts";

/** Newsletter, contact, donations, referrals (docs/api.md): the member's code and whom it brought. */
export async function referralRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, referralEndpoints.code, async (request) => {
    const member = await requireUser(request);
    return { referralCode: member.referralCode };
  });

  defineRoute(app, referralEndpoints.stats, async (request) => {
    const member = await requireUser(request);
    return referralStats(db, member.id);
  });
}
