import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, pointsTransactions, promotions, rewardRedemptions } from "../../db/schema/index.ts";
import { countRows, messages, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  grant,
  type LoyaltyShop,
  moveOrder,
  newMember,
  placeOrder,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/**
 * The admin loyalty tab's routes: the overview, promotions as the admin runs them (audited, ended early) and
 * the staff redemption desk (a code is handed over once).
 */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const auditOf = (action: string, targetId: number) =>
  shop.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))));

const purchasePointsOf = async (orderId: number) =>
  (
    await shop.database.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.sourceKey, `purchase:order:${orderId}`))
  )[0]?.amount;

/** A member who redeemed the 100-point reward; answers the member and the code. */
async function redeemedCode() {
  const member = await newMember(shop);
  await grant(ctx.admin, member.id, 60);
  const res = await member.client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...member, code: res.body.code as string };
}

describe("GET /api/analytics/loyalty-overview", () => {
  it("sums the members' ledger: issued less redeemed is what they hold; top earners of the month", async () => {
    const rich = await newMember(shop);
    await grant(ctx.admin, rich.id, 900);
    await redeemedCode();
    const res = await ctx.admin.get("/api/analytics/loyalty-overview");
    expect(res.status).toBe(200);
    const { members, pointsIssued, pointsRedeemed, outstandingBalance, topEarnersThisMonth } = res.body;
    expect(members).toBeGreaterThanOrEqual(2);
    expect(pointsRedeemed).toBeGreaterThanOrEqual(100);
    expect(pointsIssued - pointsRedeemed).toBe(outstandingBalance);
    expect(topEarnersThisMonth.length).toBeLessThanOrEqual(3);
    expect(topEarnersThisMonth[0]).toMatchObject({ id: rich.id, points: 950 });
  });

  it("is 403 for a member and 401 for a guest", async () => {
    const { client } = await newMember(shop);
    expect((await client.get("/api/analytics/loyalty-overview")).status).toBe(403);
    expect((await shop.client().get("/api/analytics/loyalty-overview")).status).toBe(401);
  });
});

describe("promotions as the admin runs them", () => {
  it("writes promotion.created and promotion.ended to the audit log, and lists running and past ones", async () => {
    const created = await ctx.admin.post("/api/promotions", { type: "discount", durationDays: 3 });
    expect(created.status).toBe(201);
    const [createdLog] = await auditOf("promotion.created", created.body.id);
    expect(createdLog).toMatchObject({ actorUsername: expect.any(String), targetType: "promotion" });
    expect(createdLog!.after).toMatchObject({ type: "discount", durationDays: 3 });

    let list = await ctx.admin.get("/api/promotions");
    expect(list.body.find((p: { id: number }) => p.id === created.body.id)).toMatchObject({
      active: true,
      createdBy: expect.any(String),
    });

    const ended = await ctx.admin.delete(`/api/promotions/${created.body.id}`);
    expect(ended.status).toBe(200);
    expect(Date.parse(ended.body.endsAt)).toBeLessThan(Date.parse(created.body.endsAt));
    const [endedLog] = await auditOf("promotion.ended", created.body.id);
    expect(endedLog!.before).toMatchObject({ endsAt: created.body.endsAt });
    list = await ctx.admin.get("/api/promotions");
    expect(list.body.find((p: { id: number }) => p.id === created.body.id).active).toBe(false);
    expect((await shop.client().get("/api/promotions/active")).body).toEqual([]);
  });

  it("refuses to end a promotion twice (409) or one that does not exist (404); nothing more is logged", async () => {
    const created = await ctx.admin.post("/api/promotions", { type: "discount", durationDays: 1 });
    expect((await ctx.admin.delete(`/api/promotions/${created.body.id}`)).status).toBe(200);
    const again = await ctx.admin.delete(`/api/promotions/${created.body.id}`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(messages.en.promotionOver);
    expect(await auditOf("promotion.ended", created.body.id)).toHaveLength(1);
    expect((await ctx.admin.delete("/api/promotions/999999")).status).toBe(404);
    expect((await ctx.admin.delete("/api/promotions/abc")).status).toBe(400);
  });

  it("refuses bad input with 400 and stores nothing, not even an audit row", async () => {
    const before = await countRows(shop, promotions);
    const logs = await countRows(shop, adminAuditLog);
    for (const body of [
      { type: "double_points", durationDays: 2 },
      { type: "double_points" },
      { type: "free_item", durationDays: 1, freeMenuItemId: 999999 },
      { type: "discount", durationDays: 1, freeMenuItemId: ctx.tea.id },
    ]) {
      const res = await ctx.admin.post("/api/promotions", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    expect(await countRows(shop, promotions)).toBe(before);
    expect(await countRows(shop, adminAuditLog)).toBe(logs);
  });

  it("refuses members (403) and guests (401) at ending one and at the admin list", async () => {
    const created = await ctx.admin.post("/api/promotions", { type: "discount", durationDays: 1 });
    const { client } = await newMember(shop);
    expect((await client.delete(`/api/promotions/${created.body.id}`)).status).toBe(403);
    expect((await shop.client().delete(`/api/promotions/${created.body.id}`)).status).toBe(401);
    expect((await client.get("/api/promotions")).status).toBe(403);
    expect((await shop.client().get("/api/promotions")).status).toBe(401);
    expect((await shop.client().get("/api/promotions/active")).body).toHaveLength(1);
    await ctx.admin.delete(`/api/promotions/${created.body.id}`);
  });

  it("double points doubles an order placed while it runs, and not one placed after it ended", async () => {
    const { client, id } = await newMember(shop);
    const created = await ctx.admin.post("/api/promotions", { type: "double_points", durationDays: 1 });
    const during = await placeOrder(client, [{ item: ctx.plate, quantity: 2 }]);
    expect(during.status).toBe(201);
    expect(await purchasePointsOf(during.body.id)).toBe(500);
    expect((await ctx.admin.delete(`/api/promotions/${created.body.id}`)).status).toBe(200);
    const after = await placeOrder(client, [{ item: ctx.plate, quantity: 2 }]);
    expect(await purchasePointsOf(after.body.id)).toBe(250);
    // Completing the first order after the promotion ended keeps the points it earned while running.
    await moveOrder(ctx.admin, during.body.id, "completed");
    expect(await balanceOf(shop, id)).toBe(50 + 500);
  });
});

describe("the staff redemption desk", () => {
  it("shows whose code it is, what it buys and that it is still valid; any case and spacing is read", async () => {
    const { code, user } = await redeemedCode();
    const res = await ctx.admin.get(`/api/admin/redemptions/${code.toLowerCase().replaceAll("-", " ")}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code,
      state: "valid",
      member: { username: user.username },
      reward: { pointsCost: 100, name: expect.any(String) },
      pointsSpent: 100,
      usedAt: null,
      usedBy: null,
      usedOnOrder: null,
    });
    const somali = await ctx.admin.get(`/api/admin/redemptions/${code}`, { "accept-language": "so" });
    expect(somali.body.reward.name).not.toBe(res.body.reward.name);
  });

  it("marks a code used once and writes redemption.used; a second use is refused with 409", async () => {
    const { code, id } = await redeemedCode();
    const balance = await balanceOf(shop, id);
    const used = await ctx.admin.post(`/api/admin/redemptions/${code}/use`);
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({
      state: "used",
      usedBy: expect.any(String),
      usedAt: expect.any(String),
      usedOnOrder: null,
    });
    const [row] = await shop.database.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.code, code));
    expect(await auditOf("redemption.used", row!.id)).toHaveLength(1);

    const again = await ctx.admin.post(`/api/admin/redemptions/${code}/use`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(messages.en.redemptionUsed);
    expect(await auditOf("redemption.used", row!.id)).toHaveLength(1);
    const check = await ctx.admin.get(`/api/admin/redemptions/${code}`);
    expect(check.body).toMatchObject({ state: "used", usedAt: used.body.usedAt });
    expect(await balanceOf(shop, id)).toBe(balance);
  });

  it("lets only one of two tills racing for the same code hand it over", async () => {
    const { code } = await redeemedCode();
    const results = await Promise.all([
      ctx.admin.post(`/api/admin/redemptions/${code}/use`),
      ctx.admin.post(`/api/admin/redemptions/${code}/use`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("answers 400 to something that is not a code and 404 to an unknown code, changing nothing", async () => {
    const logs = await countRows(shop, adminAuditLog);
    for (const bad of ["hello", "RW-ABCD-EFG", "RW-ABCD-EFG0", "x".repeat(60)]) {
      const res = await ctx.admin.post(`/api/admin/redemptions/${bad}/use`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toBe(messages.en.redemptionCodeFormat);
      expect((await ctx.admin.get(`/api/admin/redemptions/${bad}`)).status).toBe(400);
    }
    expect((await ctx.admin.get("/api/admin/redemptions/RW-ZZZZ-ZZZZ")).status).toBe(404);
    expect((await ctx.admin.post("/api/admin/redemptions/RW-ZZZZ-ZZZZ/use")).status).toBe(404);
    expect(await countRows(shop, adminAuditLog)).toBe(logs);
  });

  it("is 403 for a member, even the code's own, and 401 for a guest; the code stays valid", async () => {
    const { code, client } = await redeemedCode();
    expect((await client.get(`/api/admin/redemptions/${code}`)).status).toBe(403);
    expect((await client.post(`/api/admin/redemptions/${code}/use`)).status).toBe(403);
    expect((await shop.client().get(`/api/admin/redemptions/${code}`)).status).toBe(401);
    expect((await shop.client().post(`/api/admin/redemptions/${code}/use`)).status).toBe(401);
    expect((await ctx.admin.get(`/api/admin/redemptions/${code}`)).body.state).toBe("valid");
  });
});
