import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUserSchema } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { adminOnly } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";

export async function adminUserRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** GET /api/users (spec part 2 "Admin users"): every account, admins only. */
  app.get(
    "/api/users",
    { onRequest: adminOnly, schema: { response: { 200: z.array(publicUserSchema) } } },
    async () => {
      const rows = await db.select().from(users).orderBy(asc(users.id));
      return rows.map(toPublicUser);
    },
  );
}
