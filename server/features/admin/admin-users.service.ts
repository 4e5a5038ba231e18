import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import {
  type AdminSetPassword,
  type AdminUserUpdate,
  roleChangeRefusal,
  rolesOfFilter,
  USERS_PAGE_SIZE,
  type UsersPage,
  type UsersQuery,
} from "../../../contract/admin-users.ts";
import { requestedRole } from "../../../contract/permissions.ts";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../db/unique-violation.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { assertAcceptablePassword, hashPassword, replacePassword } from "../auth/public.ts";
import { assertAvailable } from "../users/public.ts";

type Actor = Pick<UserRow, "id" | "username" | "role">;

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/** One page of members matching the search (username, name, email or phone) and the role filter. */
export async function searchUsers(db: Db, query: UsersQuery): Promise<UsersPage> {
  const filters: SQL[] = [];
  if (query.role && query.role !== "all") filters.push(inArray(users.role, [...rolesOfFilter(query.role)]));
  if (query.search) {
    const like = likePattern(query.search);
    filters.push(
      or(
        ilike(users.username, like),
        ilike(users.fullName, like),
        ilike(users.email, like),
        ilike(users.phone, like),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? USERS_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toPublicUser), total: total?.n ?? 0, page, pageSize };
}

const contactFields = ["fullName", "email", "phone"] as const;

/**
 * Changes a member's name, contact details or role, and writes what changed to the audit log in the same
 * transaction. A role change locks every admin row first, so two admins demoting each other at once cannot leave none.
 */
export async function updateUserAsAdmin(
  db: Db,
  actor: Actor,
  userId: number,
  changes: AdminUserUpdate,
): Promise<UserRow> {
  const { isAdmin: _isAdmin, role: _role, ...contact } = changes;
  const role = requestedRole(changes);
  try {
    return await db.transaction(async (tx) => {
      // A role change locks every admin row first, in one order, and only then the target: two admins demoting
      // each other at once then queue behind one another instead of each holding the row the other needs.
      const admins =
        role === undefined
          ? []
          : await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.role, "admin"))
              .orderBy(asc(users.id))
              .for("update");
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (!target) throw notFound();
      if (changes.email) await assertAvailable(tx, undefined, changes.email, userId);
      if (role !== undefined) {
        const refusal = roleChangeRefusal({
          actorId: actor.id,
          targetId: userId,
          from: target.role,
          to: role,
          adminCount: admins.length,
        });
        if (refusal === "ownRole") throw new HttpError(403, "ownRole");
        if (refusal === "lastAdmin") throw conflict("lastAdmin");
      }
      const [saved] = await tx
        .update(users)
        // An address the café's admin enters is vouched for by the café, as on the accounts it creates.
        .set({
          ...contact,
          ...(contact.email && { emailVerified: true }),
          ...(role && { role }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      const changed = contactFields.filter((f) => f in changes && changes[f] !== target[f]);
      if (changed.length > 0) {
        await recordAdminAction(tx, {
          actor,
          action: "user.updated",
          target: { type: "user", id: userId },
          before: Object.fromEntries(changed.map((f) => [f, target[f]])),
          after: Object.fromEntries(changed.map((f) => [f, saved![f]])),
        });
      }
      if (saved!.role !== target.role) {
        await recordAdminAction(tx, {
          actor,
          action: "user.role_changed",
          target: { type: "user", id: userId },
          before: { role: target.role, isAdmin: target.role === "admin" },
          after: { role: saved!.role, isAdmin: saved!.role === "admin" },
        });
      }
      return saved!;
    });
  } catch (error) {
    // Two admins giving two members one address at once: the unique index has the last word.
    if (uniqueViolation(error)?.includes("email")) throw conflict("emailTaken", {}, "email");
    throw error;
  }
}

export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

/**
 * A new password from the owner for a staff member or a member who forgot theirs: the rules of registration,
 * every session of theirs ended (whoever holds one is signed out), and the audit log says who set it, never
 * the password. An admin's own password, or another admin's, is not the panel's to set.
 */
export async function setPasswordAsAdmin(
  db: Db,
  actor: Actor,
  userId: number,
  { newPassword }: AdminSetPassword,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Locked, as a role change locks it: a promotion to admin between the check and the write would otherwise
    // let the panel set an admin's password.
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound();
    if (target.role === "admin") throw new HttpError(403, "adminPassword");
    assertAcceptablePassword(newPassword, target.username, "newPassword");
    await replacePassword(tx, userId, await hashPassword(newPassword));
    await recordAdminAction(tx, { actor, action: "user.password_set", target: { type: "user", id: userId } });
    return target;
  });
}
