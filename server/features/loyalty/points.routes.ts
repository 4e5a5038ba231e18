import type { FastifyInstance } from "fastify";
import { loyaltyEndpoints as endpoints } from "../../../contract/endpoints/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireUser, usesPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { adminAdjustPoints, memberAdjustPoints } from "./adjust.service.ts";
import { pointsHistory, pointsSummary } from "./history.service.ts";

/** Loyalty and rewards (docs/api.md): a member sees their own points; only admins see or change anyone's. */
export async function pointsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.adjust, async (request) => {
    const user = await requireUser(request);
    if (await usesPermission(request, "points.adjust")) return adminAdjustPoints(db, user, request.body);
    return memberAdjustPoints(db, user.id, request.body, requestLanguage(request));
  });

  defineRoute(app, endpoints.history, async (request) => {
    const user = await requireUser(request);
    const { userId } = request.params;
    if (userId !== user.id && !(await usesPermission(request, "points.adjust"))) throw forbidden();
    const rows = await pointsHistory(db, requestLanguage(request), userId);
    return rows.map(({ username: _username, ...row }) => row);
  });

  /** Our own call: the rewards page's balance, pending points and lifetime points (for the tier). */
  defineRoute(app, endpoints.summary, async (request) => pointsSummary(db, (await requireUser(request)).id));
}
