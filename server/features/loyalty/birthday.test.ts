import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BIRTHDAY_BONUS } from "../../../contract/loyalty.ts";
import { pointsTransactions, users } from "../../db/schema/index.ts";
import { databaseKind, useTestShop } from "../../test/harness.ts";
import { balanceOf, expectBalancesMatchLedger, newMember } from "../../test/kits/loyalty-kit.ts";
import { runBirthdayBonuses } from "./birthday.job.ts";

/** The birthday bonus (docs/architecture.md "Points") and GET /api/rewards/birthday. */

const shop = useTestShop();

// Noon in Minneapolis, whatever zone the tests run in.
const at = (iso: string) => new Date(`${iso}T18:00:00Z`);

const setBirthday = (id: number, month: number, day: number) =>
  shop.database.db.update(users).set({ birthMonth: month, birthDay: day }).where(eq(users.id, id));

const birthdayRows = (id: number) =>
  shop.database.db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, id), like(pointsTransactions.sourceKey, "birthday:%")));

describe("the birthday job", () => {
  it("credits 100 points once on the birthday, however often it runs", async () => {
    const { id } = await newMember(shop);
    const other = await newMember(shop);
    await setBirthday(id, 7, 14);
    await setBirthday(other.id, 7, 15);
    const first = await runBirthdayBonuses(shop.database.db, at("2031-07-14"));
    expect(first.ran).toBe(true);
    expect(first.credited).toBeGreaterThanOrEqual(1);
    const second = await runBirthdayBonuses(shop.database.db, at("2031-07-14"));
    expect(second).toEqual({ ran: true, credited: 0 });
    expect(await birthdayRows(id)).toHaveLength(1);
    expect(await balanceOf(shop, id)).toBe(50 + BIRTHDAY_BONUS);
    expect(await birthdayRows(other.id)).toHaveLength(0);
    // Next year is another bonus.
    await runBirthdayBonuses(shop.database.db, at("2032-07-14"));
    expect(await birthdayRows(id)).toHaveLength(2);
    await expectBalancesMatchLedger(shop);
  });

  it("runs on one instance at a time: two runs at once credit once", async () => {
    const { id } = await newMember(shop);
    await setBirthday(id, 3, 3);
    const runs = await Promise.all([
      runBirthdayBonuses(shop.database.db, at("2031-03-03")),
      runBirthdayBonuses(shop.database.db, at("2031-03-03")),
    ]);
    expect(runs.reduce((sum, run) => sum + run.credited, 0)).toBe(1);
    if (databaseKind === "postgres") expect(runs.some((run) => run.ran)).toBe(true);
    expect(await birthdayRows(id)).toHaveLength(1);
  });

  it("celebrates 29 February on the 28th in a common year", async () => {
    const { id } = await newMember(shop);
    await setBirthday(id, 2, 29);
    await runBirthdayBonuses(shop.database.db, at("2031-02-28"));
    expect(await birthdayRows(id)).toHaveLength(1);
  });
});

describe("GET /api/rewards/birthday", () => {
  it("tells a member without a birthday to add one", async () => {
    const { client } = await newMember(shop);
    const res = await client.get("/api/rewards/birthday");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      hasBirthday: false,
      isBirthday: false,
      hasReceivedBirthdayReward: false,
      rewardAmount: 100,
      birthdayMonth: null,
      birthdayDay: null,
      daysUntilBirthday: null,
    });
  });

  it("shows the birthday set in the profile and the days until it", async () => {
    const { client } = await newMember(shop);
    const saved = await client.patch("/api/user", { birthMonth: 12, birthDay: 31 });
    expect(saved.status).toBe(200);
    const res = await client.get("/api/rewards/birthday");
    expect(res.body).toMatchObject({
      hasBirthday: true,
      birthdayMonth: 12,
      birthdayDay: 31,
      rewardAmount: 100,
    });
    expect(res.body.daysUntilBirthday).toBeGreaterThanOrEqual(0);
    expect(res.body.daysUntilBirthday).toBeLessThanOrEqual(366);
  });

  it("is 401 for a guest", async () => {
    expect((await shop.client().get("/api/rewards/birthday")).status).toBe(401);
  });
});
