import { and, asc, eq } from "drizzle-orm";
import { inLanguage, type Language, localizedName } from "../../../contract/language.ts";
import type { Reward } from "../../../contract/loyalty-api.ts";
import {
  type BirthdayInfo,
  birthdayInfo,
  birthdaySourceKey,
  cafeDay,
} from "../../../contract/loyalty-birthday.ts";
import type { Db } from "../../db/client.ts";
import { pointsTransactions, rewards, type UserRow } from "../../db/schema/index.ts";
import type { RewardRow } from "./redeem.service.ts";

/** A reward as the API answers it, in the reader's language. */
export const rewardView = (row: RewardRow, language: Language): Reward => ({
  id: row.id,
  name: localizedName(row, language),
  description: inLanguage(row.description, row.descriptionSo, language),
  pointsCost: row.pointsCost,
  iconName: row.iconName,
  givesFreeDrink: row.givesFreeDrink,
  effect: row.effect,
});

/** The catalog, cheapest first, in the reader's language; `freeDrinks` keeps the rewards that give a drink. */
export async function listRewards(db: Db, language: Language, freeDrinks = false): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.isActive, true), freeDrinks ? eq(rewards.givesFreeDrink, true) : undefined))
    .orderBy(asc(rewards.pointsCost), asc(rewards.id));
  return rows.map((row) => rewardView(row, language));
}

export async function memberBirthday(db: Db, member: UserRow, now = new Date()): Promise<BirthdayInfo> {
  const today = cafeDay(now);
  const [received] = await db
    .select({ id: pointsTransactions.id })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.sourceKey, birthdaySourceKey(member.id, today.year)));
  return birthdayInfo({ month: member.birthMonth, day: member.birthDay }, today, Boolean(received));
}
