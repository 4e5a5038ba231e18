import { z } from "zod";
import { passwordSchema } from "./auth.ts";
import {
  blankToNull,
  emailSchema,
  fullNameSchema,
  optionalText,
  phoneSchema,
  text,
  wholeNumber,
} from "./fields.ts";
import { type Role, roles } from "./permissions.ts";
import { publicUserSchema } from "./users.ts";

/** Requests and answers of the admin panel's users tab (docs/architecture.md#product-rules, users). */

/** "user" is the specification's filter: everyone but admins; the others are one role each. */
export const userRoleFilters = ["all", "admin", "user", "member", "staff", "manager"] as const;
export type UserRoleFilter = (typeof userRoleFilters)[number];

/** The roles a filter of the users tab matches. */
export function rolesOfFilter(filter: UserRoleFilter): readonly Role[] {
  if (filter === "all") return roles;
  if (filter === "user") return roles.filter((role) => role !== "admin");
  return [filter];
}
export const USERS_PAGE_SIZE = 25;
export const USERS_PAGE_SIZE_MAX = 100;

/**
 * GET /api/users. With none of these the answer is the specification's plain array; with any of them it is one
 * page of matches, so a café with 50,000 members never sends them all.
 */
export const usersQuerySchema = z.object({
  search: optionalText(100),
  role: z.enum(userRoleFilters).optional(),
  page: wholeNumber(z.number().int().min(1).max(1_000_000)).optional(),
  pageSize: wholeNumber(z.number().int().min(1).max(USERS_PAGE_SIZE_MAX)).optional(),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

export const usersPageSchema = z.object({
  users: z.array(publicUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/**
 * PATCH /api/users/{id}. The username is read-only and points move only through the ledger, so both are left
 * out (and ignored when a client sends them, as the specification's edit form does).
 */
export const adminUserUpdateSchema = z
  .object({
    fullName: z.preprocess(blankToNull, fullNameSchema.nullable()),
    email: z.preprocess(blankToNull, emailSchema.nullable()),
    phone: z.preprocess(blankToNull, phoneSchema.nullable()),
    /** The specification's switch: true makes an admin, false a member. `role`, when given, wins. */
    isAdmin: z.boolean(),
    role: z.enum(roles),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, "errors.nothingToUpdate");
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;
export type AdminUserForm = z.input<typeof adminUserUpdateSchema>;

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 5000;

const required = (message: string, max: number) =>
  z.preprocess((value) => value ?? "", text().trim().min(1, message).max(max));

/** POST /api/users/{id}/email: the Send Email to User dialog (subject and message required). */
export const userEmailSchema = z.object({
  subject: required("errors.subjectRequired", EMAIL_SUBJECT_MAX),
  message: required("errors.messageRequired", EMAIL_MESSAGE_MAX),
});
export type UserEmail = z.output<typeof userEmailSchema>;

/**
 * POST /api/users/{id}/password: the owner gives a staff member or a member who forgot their password a new
 * one (the rules of registration), and every browser signed in as them is signed out. Not for an admin's
 * account, whose password only its holder changes (on the profile page, or `npm run admin` on the server).
 * Its form is the profile's "Set a password" (`setPasswordFormSchema` in contract/account.ts).
 */
export const adminSetPasswordSchema = z.object({ newPassword: passwordSchema });
export type AdminSetPassword = z.output<typeof adminSetPasswordSchema>;

export type RoleChangeRefusal = "ownRole" | "lastAdmin";

/**
 * The role rules: nobody changes their own role, and the last admin is never demoted, so the café can never
 * lock itself out of its panel.
 */
export function roleChangeRefusal(change: {
  actorId: number;
  targetId: number;
  from: Role;
  to: Role;
  adminCount: number;
}): RoleChangeRefusal | null {
  if (change.from === change.to) return null;
  if (change.actorId === change.targetId) return "ownRole";
  if (change.from === "admin" && change.adminCount <= 1) return "lastAdmin";
  return null;
}
