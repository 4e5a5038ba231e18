import { sql } from "drizzle-orm";
import { REWARD_COSTS } from "../../../contract/loyalty.ts";
import type { Db } from "../client.ts";
import { rewards } from "../schema/index.ts";

/**
 * The opening rewards catalog (docs/architecture.md "Points": REWARD_COSTS), in both languages, each with the
 * effect its description promises (contract/reward-checkout.ts). The feast for two takes its value off.
 */
export const seedRewardRows: (typeof rewards.$inferInsert)[] = [
  {
    name: "Free Shaah or Coffee",
    nameSo: "Shaah ama Qaxwo Bilaash ah",
    description: "Any hot drink from our menu, any size.",
    descriptionSo: "Cabitaan kasta oo kulul oo ka mid ah liiskayaga, cabbir kasta.",
    pointsCost: REWARD_COSTS[0],
    iconName: "Coffee",
    givesFreeDrink: true,
    effect: "free_hot_drink",
  },
  {
    name: "Free Drink and Sambuus",
    nameSo: "Cabitaan iyo Sambuus Bilaash ah",
    description: "A drink of your choice with a warm sambuus.",
    descriptionSo: "Cabitaan aad doorato iyo sambuus kulul.",
    pointsCost: REWARD_COSTS[1],
    iconName: "Gift",
    givesFreeDrink: true,
    effect: "free_drink_and_snack",
  },
  {
    name: "Free Lunch Plate",
    nameSo: "Saxan Qado ah oo Bilaash ah",
    description: "Any lunch plate from our menu, on us.",
    descriptionSo: "Saxan kasta oo qado ah oo ka mid ah liiskayaga, annaga ayaa bixinayna.",
    pointsCost: REWARD_COSTS[2],
    iconName: "Award",
    givesFreeDrink: false,
    effect: "free_plate",
  },
  {
    name: "Royal Feast for Two",
    nameSo: "Diyaafad Boqortooyo oo Laba Qof ah",
    description: "Two lunch plates, two drinks and a dessert to share.",
    descriptionSo: "Laba saxan oo qado ah, laba cabitaan iyo macmacaan la wadaago.",
    pointsCost: REWARD_COSTS[3],
    iconName: "Crown",
    givesFreeDrink: true,
    effect: "value_off",
  },
];

/** Seeds the catalog when it is empty; two instances starting together seed it once. */
export async function seedRewards(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:rewards'))`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(rewards);
    if (count > 0) return false;
    await tx.insert(rewards).values(seedRewardRows);
    return true;
  });
}
