import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdSchema } from "../../../contract/fields.ts";
import {
  adjustPointsSchema,
  type PointsAdjustment,
  type PointsHistoryEntry,
  type PointsSummary,
  pointsSummarySchema,
} from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireUser, signedIn, usesPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { adminAdjustPoints, memberAdjustPoints } from "./adjust.service.ts";
import { pointsHistory, pointsSummary } from "./history.service.ts";

/** Loyalty and rewards (docs/api.md): a member sees their own points; only admins see or change anyone's. */
export async function pointsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/points/adjust",
    { onRequest: signedIn, schema: { body: adjustPointsSchema } },
    async (request): Promise<PointsAdjustment> => {
      const user = await requireUser(request);
      if (await usesPermission(request, "points.adjust")) return adminAdjustPoints(db, user, request.body);
      return memberAdjustPoints(db, user.id, request.body, requestLanguage(request));
    },
  );

  app.get(
    "/api/points/history/:userId",
    { onRequest: signedIn, schema: { params: z.object({ userId: rowIdSchema }) } },
    async (request): Promise<PointsHistoryEntry[]> => {
      const user = await requireUser(request);
      const { userId } = request.params;
      if (userId !== user.id && !(await usesPermission(request, "points.adjust"))) throw forbidden();
      const rows = await pointsHistory(db, requestLanguage(request), userId);
      return rows.map(({ username: _username, ...row }) => row);
    },
  );

  /** Our own call: the rewards page's balance, pending points and lifetime points (for the tier). */
  const summary = { onRequest: signedIn, schema: { response: { 200: pointsSummarySchema } } };
  app.get("/api/points/summary", summary, async (request): Promise<PointsSummary> => {
    const user = await requireUser(request);
    return pointsSummary(db, user.id);
  });
}
