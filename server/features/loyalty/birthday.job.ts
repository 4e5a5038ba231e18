import { and, eq, or, sql } from "drizzle-orm";
import { BIRTHDAY_BONUS } from "../../../contract/loyalty.ts";
import {
  birthdaySourceKey,
  type CalendarDay,
  cafeDay,
  isLeapYear,
} from "../../../contract/loyalty-birthday.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { credit } from "./ledger.ts";

export interface BirthdayRun {
  /** False when another instance held the lock: it does the work. */
  ran: boolean;
  credited: number;
}

const LOCK = sql`select pg_try_advisory_xact_lock(hashtext('job:birthday-bonus')) as locked`;

/**
 * Credits 100 points to every member whose birthday is today at the cafe. One instance at a time runs it
 * (a PostgreSQL advisory lock held for the transaction); the ledger key birthday:<id>:<year> makes a second
 * run, on this instance or another, credit nobody twice.
 */
export async function runBirthdayBonuses(db: Db, now = new Date()): Promise<BirthdayRun> {
  const today = cafeDay(now);
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(LOCK);
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return { ran: false, credited: 0 };
    let credited = 0;
    for (const member of await celebrating(tx, today)) {
      const row = await credit(tx, {
        userId: member.id,
        amount: BIRTHDAY_BONUS,
        transactionType: "birthday",
        description: `Birthday bonus ${today.year}`,
        sourceKey: birthdaySourceKey(member.id, today.year),
      });
      if (row) credited += 1;
    }
    return { ran: true, credited };
  });
}

/** Members born today; on 28 February of a common year, those born on the 29th as well. */
function celebrating(tx: Db, today: CalendarDay) {
  const leapling = today.month === 2 && today.day === 28 && !isLeapYear(today.year);
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.birthMonth, today.month),
        leapling ? or(eq(users.birthDay, 28), eq(users.birthDay, 29)) : eq(users.birthDay, today.day),
      ),
    );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs the job now and then once a day; answers a stop function for shutdown. */
export function startBirthdayJob(db: Db, log: { error(o: object, m: string): void }, everyMs = DAY_MS) {
  const run = () => runBirthdayBonuses(db).catch((err) => log.error({ err }, "birthday bonus job failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
