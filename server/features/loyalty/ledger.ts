import { and, eq, sql } from "drizzle-orm";
import type { TransactionStatus, TransactionType } from "../../../contract/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { pointsTransactions, type UserRow, users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";

/**
 * The ledger of Somali Sip Points, the one way points move. Every function takes the caller's transaction:
 * a ledger row and the cached `users.loyalty_points` always change together, so the balance is the sum of
 * the member's completed rows at every commit. This is the loyalty feature's public file for other features.
 * Each movement is announced on the event bus inside the transaction, so the member hears of it only once
 * it commits.
 */

const announce = (tx: Db, row: LedgerRow) =>
  publishEvent(tx, { kind: "points", entryId: row.id, userId: row.userId });

export type LedgerRow = typeof pointsTransactions.$inferSelect;

export interface Entry {
  userId: number;
  amount: number;
  transactionType: TransactionType;
  description: string;
  status?: Extract<TransactionStatus, "pending" | "completed">;
  /** Names the event, so it can credit only once (welcome:7, purchase:order:12 …). */
  sourceKey?: string;
  orderId?: number | null;
  rewardId?: number | null;
  createdBy?: number | null;
}

const addToBalance = (tx: Db, userId: number, amount: number) =>
  tx
    .update(users)
    .set({ loyaltyPoints: sql`${users.loyaltyPoints} + ${amount}` })
    .where(eq(users.id, userId));

/** Writes an earning row; answers undefined when its sourceKey already credited (nothing changes then). */
export async function credit(tx: Db, entry: Entry): Promise<LedgerRow | undefined> {
  if (entry.amount <= 0) throw new Error("credit takes a positive amount");
  const status = entry.status ?? "completed";
  const [row] = await tx
    .insert(pointsTransactions)
    .values({ ...entry, status, completedAt: status === "completed" ? sql`now()` : null })
    .onConflictDoNothing({ target: pointsTransactions.sourceKey })
    .returning();
  if (row && status === "completed") await addToBalance(tx, entry.userId, entry.amount);
  if (row) await announce(tx, row);
  return row;
}

/** Locks the member's row until the transaction ends: every spend of one member waits its turn here. */
export async function lockMember(tx: Db, userId: number): Promise<UserRow> {
  const [member] = await tx.select().from(users).where(eq(users.id, userId)).for("no key update");
  if (!member) throw notFound();
  return member;
}

/**
 * Spends `points` (a positive number) under the member's row lock: the balance read is the balance at commit,
 * so concurrent spends can never take it below zero. Refuses with 409 when it does not cover them.
 */
export async function spend(tx: Db, entry: Entry & { amount: number }): Promise<LedgerRow> {
  if (entry.amount <= 0) throw new Error("spend takes a positive amount");
  const member = await lockMember(tx, entry.userId);
  if (member.loyaltyPoints < entry.amount) {
    throw conflict("notEnoughPoints", { needed: entry.amount, balance: member.loyaltyPoints });
  }
  const [row] = await tx
    .insert(pointsTransactions)
    .values({ ...entry, amount: -entry.amount, status: "completed", completedAt: sql`now()` })
    .returning();
  await addToBalance(tx, entry.userId, -entry.amount);
  await announce(tx, row!);
  return row!;
}

/**
 * Takes back up to `amount` points under the member's row lock, never below zero: what the balance does not
 * hold is written on the row as its shortfall, not hidden. Answers the row (undefined when its key ran).
 * With status `pending` it takes back from points still pending on the entry's order: the row waits beside
 * them and settles with them (settlePending), the balance untouched until then.
 */
export async function takeBack(tx: Db, entry: Entry & { amount: number }): Promise<LedgerRow | undefined> {
  if (entry.amount <= 0) throw new Error("takeBack takes a positive amount");
  if (entry.status === "pending") {
    const [row] = await tx
      .insert(pointsTransactions)
      .values({ ...entry, amount: -entry.amount })
      .onConflictDoNothing({ target: pointsTransactions.sourceKey })
      .returning();
    if (row) await announce(tx, row);
    return row;
  }
  const member = await lockMember(tx, entry.userId);
  const taken = Math.min(entry.amount, Math.max(0, member.loyaltyPoints));
  const [row] = await tx
    .insert(pointsTransactions)
    .values({
      ...entry,
      amount: -taken,
      shortfall: entry.amount - taken,
      status: "completed",
      completedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: pointsTransactions.sourceKey })
    .returning();
  if (!row) return undefined;
  if (taken > 0) await addToBalance(tx, entry.userId, -taken);
  await announce(tx, row);
  return row;
}

/**
 * Pending rows of an order become completed (order completed) or reversed (order cancelled). A member's rows
 * reach the balance as one sum: a refund's pending take-back never counts without the points it takes from.
 */
export async function settlePending(
  tx: Db,
  orderId: number,
  to: "completed" | "reversed",
): Promise<LedgerRow[]> {
  const rows = await tx
    .update(pointsTransactions)
    .set({ status: to, completedAt: to === "completed" ? sql`now()` : null })
    .where(and(eq(pointsTransactions.orderId, orderId), eq(pointsTransactions.status, "pending")))
    .returning();
  if (to === "completed") {
    const sums = new Map<number, number>();
    for (const row of rows) sums.set(row.userId, (sums.get(row.userId) ?? 0) + row.amount);
    for (const [userId, amount] of sums) if (amount !== 0) await addToBalance(tx, userId, amount);
  }
  for (const row of rows) await announce(tx, row);
  return rows;
}

/** The balance as the ledger says it: the sum of completed rows. */
export async function ledgerBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsTransactions.amount}), 0)::int` })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.status, "completed")));
  return row?.total ?? 0;
}
