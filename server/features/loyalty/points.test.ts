import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { messages, signInAsAdmin, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  type LoyaltyShop,
  loyaltyMessages,
  newMember,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/** POST /api/points/adjust, GET /api/points/history/:userId and /summary, with every refusal. */

let ctx: LoyaltyShop;

const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const adjust = (body: Record<string, unknown>) => ({ description: "Counter mix-up", ...body });

describe("POST /api/points/adjust by an admin", () => {
  it("adds and deducts any whole amount with a reason, recorded as manual by that admin", async () => {
    const { id, client } = await newMember(shop);
    const added = await ctx.admin.post("/api/points/adjust", adjust({ userId: id, amount: 75 }));
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, balance: 125 });
    const taken = await ctx.admin.post("/api/points/adjust", adjust({ userId: id, amount: -25 }));
    expect(taken.body.balance).toBe(100);
    const history = (await client.get(`/api/points/history/${id}`)).body;
    expect(history.slice(0, 2).map((r: { amount: number }) => r.amount)).toEqual([-25, 75]);
    expect(history[0]).toMatchObject({ transactionType: "manual", description: "Counter mix-up" });
    await expectBalancesMatchLedger(shop);
  });

  it("cannot take a balance below zero (409), and nothing changes", async () => {
    const { id } = await newMember(shop);
    const res = await ctx.admin.post("/api/points/adjust", adjust({ userId: id, amount: -51 }));
    expect(res.status).toBe(409);
    expect(await balanceOf(shop, id)).toBe(50);
  });

  it("refuses zero, fractions, a missing reason (400) and an unknown member (404)", async () => {
    const { id } = await newMember(shop);
    const zero = await ctx.admin.post("/api/points/adjust", adjust({ userId: id, amount: 0 }));
    expect(zero.status).toBe(400);
    expect(zero.body.error).toBe(loyaltyMessages.errors.pointsAdjustZero);
    expect((await ctx.admin.post("/api/points/adjust", adjust({ userId: id, amount: 1.5 }))).status).toBe(
      400,
    );
    const noReason = await ctx.admin.post("/api/points/adjust", { userId: id, amount: 5, description: " " });
    expect(noReason.body.error).toBe(loyaltyMessages.errors.pointsReasonRequired);
    expect((await ctx.admin.post("/api/points/adjust", adjust({ userId: 999999, amount: 5 }))).status).toBe(
      404,
    );
  });
});

describe("POST /api/points/adjust by a member", () => {
  it("redeems a catalog reward for themselves with a negative amount equal to its cost", async () => {
    const { id, client } = await newMember(shop);
    await grant(ctx.admin, id, 50);
    const res = await client.post("/api/points/adjust", {
      userId: id,
      amount: -100,
      description: "Redeemed Free Shaah",
      transactionType: "redemption",
      status: "completed",
    });
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(0);
    expect(res.body.redemption.code).toMatch(/^RW-/);
  });

  it("is 403 for anything else: adding, another member, an amount that is no reward's cost", async () => {
    const { id, client } = await newMember(shop);
    const other = await newMember(shop);
    const attempts = [
      { userId: id, amount: 100 },
      { userId: id, amount: -1 },
      { userId: id, amount: -150 },
      { userId: other.id, amount: -100 },
      { userId: id, amount: -100, rewardId: ctx.rewardIds[200] },
    ];
    for (const attempt of attempts) {
      const res = await client.post("/api/points/adjust", adjust(attempt));
      expect(res.status, JSON.stringify(attempt)).toBe(403);
      expect(res.body.error).toBe(messages.en.forbidden);
    }
    expect(await balanceOf(shop, id)).toBe(50);
    expect(await balanceOf(shop, other.id)).toBe(50);
  });

  it("is 401 for a guest", async () => {
    const res = await shop.client().post("/api/points/adjust", adjust({ userId: 1, amount: 10 }));
    expect(res.status).toBe(401);
  });

  it("an admin who has not passed 2FA counts as a member", async () => {
    const { id } = await newMember(shop);
    const admin = shop.client();
    const { user } = await signInAsAdmin(shop, admin);
    await shop.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    const res = await admin.post("/api/points/adjust", adjust({ userId: id, amount: 10 }));
    expect(res.status).toBe(403);
  });
});

describe("GET /api/points/history/:userId", () => {
  it("shows a member their own rows, and an admin anyone's", async () => {
    const { id, client } = await newMember(shop);
    expect((await client.get(`/api/points/history/${id}`)).status).toBe(200);
    const asAdmin = await ctx.admin.get(`/api/points/history/${id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body[0]).toMatchObject({ amount: 50, status: "completed" });
    expect(Object.keys(asAdmin.body[0]).sort()).toEqual(
      [
        "amount",
        "createdAt",
        "description",
        "id",
        "orderId",
        "rewardId",
        "status",
        "transactionType",
        "userId",
      ].sort(),
    );
  });

  it("is 403 for another member's history and 401 for a guest", async () => {
    const mine = await newMember(shop);
    const theirs = await newMember(shop);
    const res = await mine.client.get(`/api/points/history/${theirs.id}`);
    expect(res.status).toBe(403);
    expect((await shop.client().get(`/api/points/history/${theirs.id}`)).status).toBe(401);
  });
});

describe("GET /api/points/summary", () => {
  it("is the member's own balance, pending and lifetime points; 401 for a guest", async () => {
    const { client } = await newMember(shop);
    expect((await client.get("/api/points/summary")).body).toEqual({
      balance: 50,
      pendingPoints: 0,
      lifetimePoints: 50,
    });
    expect((await shop.client().get("/api/points/summary")).status).toBe(401);
  });
});
