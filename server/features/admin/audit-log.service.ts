import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import type { AuditAction, AuditPage, AuditQuery, AuditTarget } from "../../../contract/audit.ts";
import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import type { Role } from "../../../contract/permissions.ts";
import type { Db } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/index.ts";

/** A calendar day's first instant in the café's time zone: "from 3 March" means the café's 3 March. */
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${CAFE_TIME_ZONE})`;

/** The audit log, newest first, filtered by action, actor, target and the days it happened on. */
export async function auditLogPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(adminAuditLog.action, query.action));
  if (query.targetType) filters.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(adminAuditLog.targetId, query.targetId));
  if (query.actor) {
    filters.push(ilike(adminAuditLog.actorUsername, `%${query.actor.replace(/[%_\\]/g, "\\$&")}%`));
  }
  if (query.from) filters.push(gte(adminAuditLog.createdAt, startOfDay(query.from)));
  // "to" is inclusive: everything before the next day starts.
  if (query.to) filters.push(lt(adminAuditLog.createdAt, startOfDay(query.to, 1)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorUsername: row.actorUsername,
      actorRole: (row.actorRole as Role | null) ?? null,
      action: row.action as AuditAction,
      targetType: row.targetType as AuditTarget,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
