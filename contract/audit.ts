/** What the audit log records. Adding an admin action means adding its name here first. */
export const AUDIT_ACTIONS = [
  "user.created",
  "user.updated",
  "user.role_changed",
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
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
