import { beforeAll, describe, expect, it } from "vitest";
import { useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  type LoyaltyShop,
  newMember,
  placeOrder,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/**
 * The ledger's promise (decision 4): 50 concurrent redemptions against a balance that covers 3 give exactly 3
 * successes and never a negative balance. PGlite runs one statement at a time, so this only proves something
 * on a real PostgreSQL server with its own connection pool: it runs when TEST_DATABASE_URL is set.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.warn(
    "concurrency.test.ts: SKIPPED, set TEST_DATABASE_URL to run the concurrent-spending tests on PostgreSQL",
  );
}

describe.skipIf(!postgres)("concurrent spending on PostgreSQL (skipped without TEST_DATABASE_URL)", () => {
  let ctx: LoyaltyShop;
  const shop = useTestShop();
  beforeAll(async () => {
    ctx = await prepareLoyaltyShop(shop);
  });

  it("50 concurrent redemptions of a 100-point reward against 300 points: exactly 3 succeed", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 250);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.code)).size).toBe(3);
    expect(await balanceOf(shop, id)).toBe(0);
    await expectBalancesMatchLedger(shop);
  });

  it("redemptions, points orders and admin deductions racing together never overdraw", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 450);
    const calls = Array.from({ length: 30 }, (_, i) => {
      if (i % 3 === 0) return client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);
      if (i % 3 === 1) return placeOrder(client, [{ item: ctx.tea, quantity: 1 }], "points");
      return ctx.admin.post("/api/points/adjust", { userId: id, amount: -100, description: "race" });
    });
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status).filter((s) => ![200, 201, 409].includes(s))).toEqual([]);
    expect(await balanceOf(shop, id)).toBeGreaterThanOrEqual(0);
    await expectBalancesMatchLedger(shop);
  });
});
