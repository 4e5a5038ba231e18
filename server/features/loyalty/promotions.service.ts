import { and, desc, gt, lte, sql } from "drizzle-orm";
import type { CreatePromotion, Promotion, PromotionType } from "../../../contract/promotions.ts";
import type { Db } from "../../db/client.ts";
import { menuItems, promotions } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";

type PromotionRow = typeof promotions.$inferSelect;

const view = (row: PromotionRow): Promotion => ({
  id: row.id,
  type: row.type as PromotionType,
  freeMenuItemId: row.freeMenuItemId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** The promotions running now, by the database's clock (one clock for every instance). */
export async function activePromotions(db: Db): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(lte(promotions.startsAt, sql`now()`), gt(promotions.endsAt, sql`now()`)))
    .orderBy(promotions.id);
  return rows.map(view);
}

export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(200);
  return rows.map(view);
}

/** Starts now and runs 1, 3, 7 or 14 days. A free item must name a menu item that exists. */
export async function createPromotion(db: Db, adminId: number, input: CreatePromotion): Promise<Promotion> {
  if (input.freeMenuItemId !== undefined) {
    if (input.type !== "free_item") throw badRequest("promotionFreeItemOnly");
    const [item] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(sql`${menuItems.id} = ${input.freeMenuItemId}`);
    if (!item) throw badRequest("unknownItem");
  }
  const [row] = await db
    .insert(promotions)
    .values({
      type: input.type,
      freeMenuItemId: input.freeMenuItemId ?? null,
      endsAt: sql`now() + make_interval(days => ${input.durationDays}::int)`,
      createdBy: adminId,
    })
    .returning();
  return view(row!);
}

/** Ends a promotion at once; a promotion already over stays as it was. */
export async function endPromotion(db: Db, id: number): Promise<Promotion | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ endsAt: sql`least(${promotions.endsAt}, now())` })
    .where(sql`${promotions.id} = ${id}`)
    .returning();
  return row ? view(row) : undefined;
}
