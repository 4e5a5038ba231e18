import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { adminOnly } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";

export async function adminUserRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** GET /api/users (spec part 2 "Admin users"): every account, admins only. */
  app.get("/api/users", { onRequest: adminOnly }, async () => {
    const rows = await db.select().from(users).orderBy(asc(users.id));
    return rows.map(toPublicUser);
  });
}
