import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { adminEndpoints as endpoints } from "../../../contract/endpoints/admin.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { PasswordChangedNotifier } from "../auth/public.ts";
import type { EmailChangedNotifier } from "../users/public.ts";
import { findUser, searchUsers, setPasswordAsAdmin, updateUserAsAdmin } from "./admin-users.service.ts";
import { emailMember } from "./user-email.ts";

interface AdminUserRouteOptions {
  db: Db;
  email: EmailSender;
  /** The member hears of a password the café set, as of one they set themselves. */
  notifyPasswordChanged: PasswordChangedNotifier;
  /** And the address they had, of an email the café replaced. */
  notifyEmailChanged: EmailChangedNotifier;
}

export async function adminUserRoutes(
  app: FastifyInstance,
  { db, email, notifyPasswordChanged, notifyEmailChanged }: AdminUserRouteOptions,
) {
  /**
   * GET /api/users (docs/api.md): every account as an array; with search, role, page or pageSize,
   * one page of matches instead.
   */
  defineRoute(app, endpoints.users, async (request) => {
    const query = request.query;
    const paged = Object.values(query).some((value) => value !== undefined);
    if (paged) return searchUsers(db, query);
    const rows = await db.select().from(users).orderBy(asc(users.id));
    return rows.map(toPublicUser);
  });

  defineRoute(app, endpoints.updateUser, async (request) => {
    const admin = await requirePermission(request, "users");
    const before = await findUser(db, request.params.id);
    const saved = await updateUserAsAdmin(db, admin, request.params.id, request.body);
    await notifyEmailChanged(request, before, saved);
    return toPublicUser(saved);
  });

  /** Our own: the owner's way back in for a staff member or a member who forgot their password. */
  defineRoute(app, endpoints.setUserPassword, async (request) => {
    const admin = await requirePermission(request, "users");
    const member = await setPasswordAsAdmin(db, admin, request.params.id, request.body);
    await notifyPasswordChanged(request, member);
    return { success: true as const };
  });

  /** Our own call behind the Send Email to User dialog. */
  defineRoute(app, endpoints.emailUser, async (request) => {
    const admin = await requirePermission(request, "users");
    const member = await findUser(db, request.params.id);
    await emailMember(db, email, admin, member, request.body);
    return { success: true as const };
  });
}
