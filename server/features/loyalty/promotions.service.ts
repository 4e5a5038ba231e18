import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { AdminPromotion } from "../../../contract/loyalty-admin.ts";
import type { CreatePromotion } from "../../../contract/promotion-schemas.ts";
import type { Promotion, PromotionType } from "../../../contract/promotions.ts";
import type { Db } from "../../db/client.ts";
import { menuItems, promotions, type UserRow, users } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";

type PromotionRow = typeof promotions.$inferSelect;

const view = (row: PromotionRow): Promotion => ({
  id: row.id,
  type: row.type as PromotionType,
  freeMenuItemId: row.freeMenuItemId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** Running now by the database's clock (one clock for every instance). */
const runningSql = and(lte(promotions.startsAt, sql`now()`), gt(promotions.endsAt, sql`now()`));

/** The promotions running now, by the database's clock (one clock for every instance). */
export async function activePromotions(db: Db): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).where(runningSql).orderBy(promotions.id);
  return rows.map(view);
}

/** The admin's list: newest first, each marked running or over, with the admin who started it. */
export async function listPromotions(db: Db): Promise<AdminPromotion[]> {
  const rows = await db
    .select({
      row: promotions,
      active: sql<boolean>`coalesce(${runningSql}, false)`,
      createdBy: users.username,
    })
    .from(promotions)
    .leftJoin(users, eq(users.id, promotions.createdBy))
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(200);
  return rows.map(({ row, active, createdBy }) => ({ ...view(row), active, createdBy }));
}

type Admin = Pick<UserRow, "id" | "username">;

/**
 * Starts now and runs 1, 3, 7 or 14 days. A free item must name a menu item that exists. Written to the
 * audit log in the same transaction.
 */
export async function createPromotion(db: Db, admin: Admin, input: CreatePromotion): Promise<Promotion> {
  if (input.freeMenuItemId !== undefined) {
    if (input.type !== "free_item") throw badRequest("promotionFreeItemOnly");
    const [item] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.id, input.freeMenuItemId));
    if (!item) throw badRequest("unknownItem");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({
        type: input.type,
        freeMenuItemId: input.freeMenuItemId ?? null,
        endsAt: sql`now() + make_interval(days => ${input.durationDays}::int)`,
        createdBy: admin.id,
      })
      .returning();
    const created = view(row!);
    await recordAdminAction(tx, {
      actor: admin,
      action: "promotion.created",
      target: { type: "promotion", id: created.id },
      after: { ...created, durationDays: input.durationDays },
    });
    return created;
  });
}

/** Ends a running promotion at once: 404 when there is none, 409 when it is already over. */
export async function endPromotion(db: Db, admin: Admin, id: number): Promise<Promotion> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
    if (!before) throw notFound();
    const [row] = await tx
      .update(promotions)
      .set({ endsAt: sql`now()` })
      .where(and(eq(promotions.id, id), gt(promotions.endsAt, sql`now()`)))
      .returning();
    if (!row) throw conflict("promotionOver");
    const ended = view(row);
    await recordAdminAction(tx, {
      actor: admin,
      action: "promotion.ended",
      target: { type: "promotion", id },
      before: view(before),
      after: ended,
    });
    return ended;
  });
}
