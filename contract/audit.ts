import { z } from "zod";
import { wholeNumber } from "./fields.ts";
import { roles } from "./permissions.ts";

/** What the audit log records. Adding an admin action means adding its name here first. */
export const AUDIT_ACTIONS = [
  "user.created",
  "user.updated",
  "user.role_changed",
  "user.password_set",
  "user.emailed",
  "points.adjusted",
  "menu.created",
  "menu.updated",
  "menu.deleted",
  "menu.synced",
  "promotion.created",
  "promotion.ended",
  "redemption.used",
  "campaign.sent",
  "content.updated",
  "settings.changed",
  "contact.replied",
  "order.status_changed",
  "order.refunded",
  "two_factor.changed",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  "user",
  "menu_item",
  "promotion",
  "redemption",
  "campaign",
  "content",
  "settings",
  "contact_message",
  "order",
] as const;

export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** One row of `GET /api/admin/audit-log`. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorUsername: z.string(),
  /** The role the actor acted in; null on entries from before roles. */
  actorRole: z.enum(roles).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** A calendar day (YYYY-MM-DD), read in the café's time zone. */
const day = z.iso.date("errors.invalidDate");

/** GET /api/admin/audit-log: every filter optional; newest first, one page at a time. */
export const auditQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** Part of the acting admin's username. */
    actor: z.string().trim().max(64).optional(),
    targetType: z.enum(AUDIT_TARGETS).optional(),
    targetId: z.string().trim().max(64).optional(),
    from: day.optional(),
    to: day.optional(),
    page: wholeNumber(z.number().int().min(1).max(1_000_000)).default(1),
    pageSize: wholeNumber(z.number().int().min(1).max(200)).default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "errors.dateRangeOrder", path: ["to"] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
