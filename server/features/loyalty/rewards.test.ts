import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rewardRedemptions } from "../../db/schema/index.ts";
import { messages, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  type LoyaltyShop,
  loyaltyMessages,
  newMember,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/** The catalog and redeeming it (docs/architecture.md "Points"). */

let ctx: LoyaltyShop;

const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

describe("GET /api/rewards", () => {
  it("lists the seeded catalog cheapest first with its icons, for anyone", async () => {
    const res = await shop.client().get("/api/rewards");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { pointsCost: number; iconName: string }) => [r.pointsCost, r.iconName])).toEqual(
      [
        [100, "Coffee"],
        [200, "Gift"],
        [500, "Award"],
        [1000, "Crown"],
      ],
    );
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ["description", "effect", "givesFreeDrink", "iconName", "id", "name", "pointsCost"].sort(),
    );
  });

  it("says what each reward does in checkout: the seeded catalog's own effects", async () => {
    const res = await shop.client().get("/api/rewards");
    expect(res.body.map((r: { pointsCost: number; effect: string }) => [r.pointsCost, r.effect])).toEqual([
      [100, "free_hot_drink"],
      [200, "free_drink_and_snack"],
      [500, "free_plate"],
      [1000, "value_off"],
    ]);
  });

  it("speaks Somali to a Somali reader", async () => {
    const client = shop.client();
    client.language = "so";
    const res = await client.get("/api/rewards");
    expect(res.body[0].name).toBe("Shaah ama Qaxwo Bilaash ah");
  });

  it("free-drinks keeps only the rewards that give a drink", async () => {
    const res = await shop.client().get("/api/rewards/free-drinks");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((r: { givesFreeDrink: boolean }) => r.givesFreeDrink)).toBe(true);
    expect(res.body.some((r: { pointsCost: number }) => r.pointsCost === 500)).toBe(false);
  });
});

describe("POST /api/rewards/:id/redeem", () => {
  it("deducts the cost and answers a server-made code, once per redemption", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 100);
    const first = await client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);
    expect(first.status).toBe(201);
    expect(first.body.code).toMatch(/^RW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(first.body).toMatchObject({ pointsSpent: 100, balance: 50, rewardId: ctx.rewardIds[100] });
    const [stored] = await shop.database.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.code, first.body.code));
    expect(stored).toMatchObject({ userId: id, pointsSpent: 100 });

    const second = await client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe("You need 100 points for this, and you have 50.");
    expect(await balanceOf(shop, id)).toBe(50);
    await expectBalancesMatchLedger(shop);
  });

  it("says so in Somali when the points do not cover it", async () => {
    const { client } = await newMember(shop);
    client.language = "so";
    const res = await client.post(`/api/rewards/${ctx.rewardIds[1000]}/redeem`);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("1000 dhibcood");
  });

  it("is 401 for a guest, 404 for a reward that does not exist", async () => {
    const guest = await shop.client().post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);
    expect(guest.status).toBe(401);
    expect(guest.body.error).toBe(messages.en.notSignedIn);
    const { client } = await newMember(shop);
    expect((await client.post("/api/rewards/999999/redeem")).status).toBe(404);
    expect((await client.post("/api/rewards/abc/redeem")).status).toBe(400);
  });

  it("history then shows the redemption with the reward's name", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 150);
    await client.post(`/api/rewards/${ctx.rewardIds[200]}/redeem`);
    const history = (await client.get(`/api/points/history/${id}`)).body;
    expect(history[0]).toMatchObject({ amount: -200, transactionType: "redemption", status: "completed" });
    expect(history[0].description).toBe("Redeemed: Free Drink and Sambuus");
    expect(loyaltyMessages.loyalty.ledger.redemption).toContain("{{reward}}");
  });
});
