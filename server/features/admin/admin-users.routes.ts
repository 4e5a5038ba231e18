import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminUserUpdateSchema,
  type UsersPage,
  userEmailSchema,
  usersQuerySchema,
} from "../../../contract/admin-users.ts";
import { successAnswerSchema } from "../../../contract/answers.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import { type PublicUser, publicUserSchema } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { findUser, searchUsers, updateUserAsAdmin } from "./admin-users.service.ts";
import { emailMember } from "./user-email.ts";

const idParams = z.object({ id: rowIdSchema });

export async function adminUserRoutes(
  fastify: FastifyInstance,
  { db, email }: { db: Db; email: EmailSender },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /api/users (docs/api.md): every account as an array; with search, role, page or pageSize,
   * one page of matches instead.
   */
  app.get(
    "/api/users",
    { onRequest: needsPermission("users"), schema: { querystring: usersQuerySchema } },
    async (request): Promise<PublicUser[] | UsersPage> => {
      const query = request.query;
      const paged = Object.values(query).some((value) => value !== undefined);
      if (paged) return searchUsers(db, query);
      const rows = await db.select().from(users).orderBy(asc(users.id));
      return rows.map(toPublicUser);
    },
  );

  app.patch(
    "/api/users/:id",
    {
      onRequest: needsPermission("users"),
      schema: { params: idParams, body: adminUserUpdateSchema, response: { 200: publicUserSchema } },
    },
    async (request) => {
      const admin = await requirePermission(request, "users");
      return toPublicUser(await updateUserAsAdmin(db, admin, request.params.id, request.body));
    },
  );

  /** Our own call behind the Send Email to User dialog. */
  app.post(
    "/api/users/:id/email",
    {
      onRequest: needsPermission("users"),
      schema: { params: idParams, body: userEmailSchema, response: { 200: successAnswerSchema } },
    },
    async (request) => {
      const admin = await requirePermission(request, "users");
      const member = await findUser(db, request.params.id);
      await emailMember(db, email, admin, member, request.body);
      return { success: true as const };
    },
  );
}
