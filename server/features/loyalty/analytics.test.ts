import { beforeAll, describe, expect, it } from "vitest";
import { useTestShop } from "../../test/harness.ts";
import { grant, type LoyaltyShop, newMember, prepareLoyaltyShop } from "../../test/kits/loyalty-kit.ts";

/** GET /api/analytics/top-customers and /redemptions: admin figures. */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

describe("analytics", () => {
  it("ranks members by lifetime points, spending does not lower them, admins are left out", async () => {
    const big = await newMember(shop);
    const small = await newMember(shop);
    await grant(ctx.admin, big.id, 950);
    await grant(ctx.admin, small.id, 100);
    // Spending 1000 keeps big's lifetime at 1000.
    expect((await big.client.post(`/api/rewards/${ctx.rewardIds[1000]}/redeem`)).status).toBe(201);
    await small.client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);

    const top = await ctx.admin.get("/api/analytics/top-customers?limit=5");
    expect(top.status).toBe(200);
    expect(top.body.length).toBeLessThanOrEqual(5);
    expect(top.body[0]).toMatchObject({ id: big.id, lifetimePoints: 1000, loyaltyPoints: 0 });
    expect(top.body[1]).toMatchObject({ id: small.id, lifetimePoints: 150, loyaltyPoints: 50 });
    const one = await ctx.admin.get("/api/analytics/top-customers?limit=1");
    expect(one.body).toHaveLength(1);
  });

  it("counts redemptions this month and in all, and the popular rewards", async () => {
    const res = await ctx.admin.get("/api/analytics/redemptions");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ thisMonthRedemptions: 2, totalRedemptions: 2 });
    expect(res.body.popularRewards).toHaveLength(2);
    expect(res.body.popularRewards[0]).toEqual({ name: expect.any(String), count: 1 });
  });

  it("is 403 for a member and 401 for a guest", async () => {
    const { client } = await newMember(shop);
    for (const url of ["/api/analytics/top-customers?limit=5", "/api/analytics/redemptions"]) {
      expect((await client.get(url)).status).toBe(403);
      expect((await shop.client().get(url)).status).toBe(401);
    }
  });
});
