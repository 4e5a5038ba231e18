import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_BONUS } from "../../../contract/loyalty.ts";
import { newsletterSubscriptions, pointsTransactions } from "../../db/schema/index.ts";
import { useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  type LoyaltyShop,
  moveOrder,
  newMember,
  placeOrder,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/**
 * Referral code, stats and the referral bonus, by both link forms (docs/architecture.md "The specification
 * and the public API").
 */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const referralRows = (referrerId: number) =>
  shop.database.db
    .select()
    .from(pointsTransactions)
    .where(
      and(eq(pointsTransactions.userId, referrerId), eq(pointsTransactions.transactionType, "referral")),
    );

describe("GET /api/newsletter/referral-code and /referral-stats", () => {
  it("answer the member's own code, and whom it brought, newest first", async () => {
    const friend = await newMember(shop);
    const code = await friend.client.get("/api/newsletter/referral-code");
    expect(code.status).toBe(200);
    expect(code.body).toEqual({ referralCode: friend.user.referralCode });

    const first = await newMember(shop, { referralCode: friend.user.referralCode, fullName: "Ayaan Cali" });
    const second = await newMember(shop, {
      referralCode: friend.user.referralCode.toLowerCase(),
      email: "x@example.com",
    });
    const stats = await friend.client.get("/api/newsletter/referral-stats");
    expect(stats.status).toBe(200);
    expect(stats.body.referralCount).toBe(2);
    expect(stats.body.referrals.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(stats.body.referrals[1]).toMatchObject({ fullName: "Ayaan Cali", email: null });
    expect(Object.keys(stats.body.referrals[0]).sort()).toEqual(["createdAt", "email", "fullName", "id"]);
  });

  it("are 401 for a guest", async () => {
    expect((await shop.client().get("/api/newsletter/referral-code")).status).toBe(401);
    expect((await shop.client().get("/api/newsletter/referral-stats")).status).toBe(401);
  });
});

describe("the referral bonus", () => {
  it("credits the referrer 50 points once, when the referred member's first order completes", async () => {
    const referrer = await newMember(shop);
    const referred = await newMember(shop, { referralCode: referrer.user.referralCode });
    const one = await placeOrder(referred.client, [{ item: ctx.tea, quantity: 1 }]);
    const two = await placeOrder(referred.client, [{ item: ctx.tea, quantity: 1 }]);
    expect(await referralRows(referrer.id)).toHaveLength(0);

    await moveOrder(ctx.admin, one.body.id, "completed");
    await moveOrder(ctx.admin, two.body.id, "completed");
    const rows = await referralRows(referrer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: REFERRAL_BONUS, status: "completed" });
    expect(await balanceOf(shop, referrer.id)).toBe(50 + REFERRAL_BONUS);
    await expectBalancesMatchLedger(shop);
  });

  it("waits for a completed order: a cancelled one earns the referrer nothing", async () => {
    const referrer = await newMember(shop);
    const referred = await newMember(shop, { referralCode: referrer.user.referralCode });
    const order = await placeOrder(referred.client, [{ item: ctx.tea, quantity: 1 }]);
    await moveOrder(ctx.admin, order.body.id, "cancelled");
    expect(await referralRows(referrer.id)).toHaveLength(0);
  });

  it("counts the newsletter link too (/newsletter?ref=CODE), once", async () => {
    const referrer = await newMember(shop);
    const email = `friend${Date.now()}@example.com`;
    // A confirmed invitation: the friend followed the emailed link before registering.
    await shop.database.db.insert(newsletterSubscriptions).values({
      email,
      referredBy: referrer.id,
      status: "subscribed",
      confirmedAt: new Date(Date.now() - 1000),
    });
    const referred = await newMember(shop, { email });
    const stats = await referrer.client.get("/api/newsletter/referral-stats");
    expect(stats.body.referralCount).toBe(1);

    const order = await placeOrder(referred.client, [{ item: ctx.tea, quantity: 1 }]);
    await moveOrder(ctx.admin, order.body.id, "completed");
    expect(await referralRows(referrer.id)).toHaveLength(1);
  });

  it("pays nothing for an invitation the friend never confirmed (a stranger typed their address)", async () => {
    const eve = await newMember(shop);
    const email = `hodan${Date.now()}@example.com`;
    const claim = await shop.client().post("/api/newsletter/subscribe", {
      email,
      subscriptionType: "all",
      referralCode: eve.user.referralCode,
    });
    expect(claim.status).toBe(200);
    const hodan = await newMember(shop, { email });
    const order = await placeOrder(hodan.client, [{ item: ctx.tea, quantity: 1 }]);
    await moveOrder(ctx.admin, order.body.id, "completed");
    expect(await referralRows(eve.id)).toHaveLength(0);
    expect((await eve.client.get("/api/newsletter/referral-stats")).body.referralCount).toBe(0);
  });

  it("does not let anyone claim an existing member by subscribing their address with a code", async () => {
    const eve = await newMember(shop);
    const email = `amina${Date.now()}@example.com`;
    const amina = await newMember(shop, { email });
    const first = await placeOrder(amina.client, [{ item: ctx.tea, quantity: 1 }]);
    await moveOrder(ctx.admin, first.body.id, "completed");
    const claim = await shop.client().post("/api/newsletter/subscribe", {
      email,
      fullName: "Amina",
      subscriptionType: "all",
      referralCode: eve.user.referralCode,
    });
    expect(claim.status).toBe(200);
    const second = await placeOrder(amina.client, [{ item: ctx.tea, quantity: 1 }]);
    await moveOrder(ctx.admin, second.body.id, "completed");
    expect(await referralRows(eve.id)).toHaveLength(0);
  });
});
