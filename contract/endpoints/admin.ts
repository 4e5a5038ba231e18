import { z } from "zod";
import {
  adminSetPasswordSchema,
  adminUserUpdateSchema,
  userEmailSchema,
  usersPageSchema,
  usersQuerySchema,
} from "../admin-users.ts";
import { successAnswerSchema } from "../answers.ts";
import { auditPageSchema, auditQuerySchema } from "../audit.ts";
import { dashboardStatsQuerySchema, dashboardStatsSchema } from "../dashboard-stats.ts";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";
import { publicUserSchema } from "../users.ts";

const idParams = z.object({ id: rowIdSchema });

/** The admin panel's accounts, audit log and dashboard cards. */
export const adminEndpoints = {
  /** Every account as an array; with search, role, page or pageSize, one page of matches instead. */
  users: defineEndpoint({
    method: "GET",
    path: "/api/users",
    access: "users",
    query: usersQuerySchema,
    answers: { 200: z.union([z.array(publicUserSchema), usersPageSchema]) },
  }),
  updateUser: defineEndpoint({
    method: "PATCH",
    path: "/api/users/:id",
    access: "users",
    params: idParams,
    body: adminUserUpdateSchema,
    answers: { 200: publicUserSchema },
  }),
  /** Our own: a new password for a staff member or a member who forgot theirs; their browsers are signed out. */
  setUserPassword: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/password",
    access: "users",
    params: idParams,
    body: adminSetPasswordSchema,
    answers: { 200: successAnswerSchema },
  }),
  /** Our own call behind the Send Email to User dialog. */
  emailUser: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/email",
    access: "users",
    params: idParams,
    body: userEmailSchema,
    answers: { 200: successAnswerSchema },
  }),
  auditLog: defineEndpoint({
    method: "GET",
    path: "/api/admin/audit-log",
    access: "audit",
    query: auditQuerySchema,
    answers: { 200: auditPageSchema },
  }),
  dashboardStats: defineEndpoint({
    method: "GET",
    path: "/api/admin/dashboard-stats",
    access: "reports",
    query: dashboardStatsQuerySchema,
    answers: { 200: dashboardStatsSchema },
  }),
};
