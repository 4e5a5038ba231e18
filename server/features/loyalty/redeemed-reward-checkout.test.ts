import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { salesTaxCents } from "../../../contract/pricing.ts";
import { orders, outbox, pointsTransactions, rewardRedemptions } from "../../db/schema/index.ts";
import { countRows, type TestClient, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  type LoyaltyShop,
  loyaltyMessages,
  newMember,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/**
 * A reward redeemed on the Rewards page used online (decision 46): checkout lists the member's unused codes and
 * an order takes one, once, as the counter would; the points were spent when it was redeemed.
 */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const errors = loyaltyMessages.errors;

/** Tea ($4.00, a hot drink) and a plate ($12.50), with the reward code given. */
function order(
  client: TestClient,
  fields: Record<string, unknown>,
  items: ("tea" | "plate")[] = ["tea", "plate"],
) {
  return client.post("/api/orders/user", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: items.map((name) => ({ id: ctx[name].id, quantity: 1 })),
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    ...fields,
  });
}

/** A member who redeemed Free Shaah or Coffee (100 points) on the Rewards page: 50 points left. */
async function memberWithShaahCode() {
  const member = await newMember(shop);
  await grant(ctx.admin, member.id, 100);
  const redeemed = await member.client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`, {});
  expect(redeemed.status).toBe(201);
  return { ...member, code: redeemed.body.code as string };
}

const usedAt = async (code: string) =>
  (await shop.database.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.code, code)))[0]!
    .usedAt;

/** Runs a refused request: no order, no ledger row, the code still unused. */
async function expectNothingChanged(code: string, run: () => Promise<void>) {
  const ordersBefore = await countRows(shop, orders);
  const ledgerBefore = await countRows(shop, pointsTransactions);
  await run();
  expect(await countRows(shop, orders)).toBe(ordersBefore);
  expect(await countRows(shop, pointsTransactions)).toBe(ledgerBefore);
  expect(await usedAt(code)).toBeNull();
}

describe("GET /api/rewards/redeemed", () => {
  it("lists the member's own unused codes with their reward, and is for members only", async () => {
    const { client, code } = await memberWithShaahCode();
    const other = await memberWithShaahCode();
    const listed = await client.get("/api/rewards/redeemed");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        code,
        createdAt: expect.any(String),
        reward: expect.objectContaining({
          id: ctx.rewardIds[100],
          name: "Free Shaah or Coffee",
          pointsCost: 100,
          effect: "free_hot_drink",
        }),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(other.code);
    client.language = "so";
    expect((await client.get("/api/rewards/redeemed")).body[0].reward.name).toBe(
      "Shaah ama Qaxwo Bilaash ah",
    );
    expect((await shop.client().get("/api/rewards/redeemed")).status).toBe(401);
  });
});

describe("an order using a redeemed reward's code", () => {
  it("frees the drink, uses the code once in the order, spends no more points and names the code", async () => {
    const { client, id, code } = await memberWithShaahCode();
    expect(await balanceOf(shop, id)).toBe(50);
    // Typed in lower case, read as the code.
    const placed = await order(client, { rewardCode: code.toLowerCase() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const tax = salesTaxCents(1250);
    expect(placed.body.total).toBe(1250 + tax);
    expect(placed.body.reward).toEqual({
      id: ctx.rewardIds[100],
      name: "Free Shaah or Coffee",
      nameSo: "Shaah ama Qaxwo Bilaash ah",
      pointsSpent: 0,
      amountOff: 400,
      code,
    });
    expect(await balanceOf(shop, id)).toBe(50);
    expect(await usedAt(code)).not.toBeNull();

    const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
    expect(view).toMatchObject({ subtotal: 1650, discount: 400, total: 1250 + tax });
    const tea = view.items.find((line: { menuItemId: number }) => line.menuItemId === ctx.tea.id);
    expect(tea.rewardOff).toBe(400);
    // The receipt names the reward and its code; no points are said to be spent.
    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${placed.body.orderNumber} %`));
    expect(mail?.textBody).toContain("Reward: Free Shaah or Coffee: -$4.00");
    expect(mail?.textBody).toContain(`Redeemed reward, code ${code}`);
    expect(mail?.textBody).not.toContain("points used");

    // Used: no longer offered, and the counter sees it used.
    expect((await client.get("/api/rewards/redeemed")).body).toEqual([]);
    expect((await ctx.admin.get(`/api/admin/redemptions/${code}`)).body).toMatchObject({
      state: "used",
      usedBy: null,
      usedOnOrder: placed.body.orderNumber,
    });
    await expectBalancesMatchLedger(shop);
  });

  it("refuses the same code a second time with the counter's text, changing nothing", async () => {
    const { client, code } = await memberWithShaahCode();
    expect((await order(client, { rewardCode: code })).status).toBe(201);
    const ordersBefore = await countRows(shop, orders);
    const again = await order(client, { rewardCode: code });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(errors.redemptionUsed);
    expect(await countRows(shop, orders)).toBe(ordersBefore);
  });

  it("refuses a code already handed over at the counter", async () => {
    const { client, code } = await memberWithShaahCode();
    expect((await ctx.admin.post(`/api/admin/redemptions/${code}/use`, {})).status).toBe(200);
    const res = await order(client, { rewardCode: code });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(errors.redemptionUsed);
  });

  it("refuses someone else's code as an unknown one, leaving it theirs to use", async () => {
    const owner = await memberWithShaahCode();
    const stranger = await newMember(shop);
    await expectNothingChanged(owner.code, async () => {
      const res = await order(stranger.client, { rewardCode: owner.code });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(errors.rewardCodeUnknown);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: ["rewardCode"] })]);
    });
    expect((await order(owner.client, { rewardCode: owner.code })).status).toBe(201);
  });

  it("refuses a malformed code, an unknown one, a guest, and a code with a reward from the list", async () => {
    const { client, code } = await memberWithShaahCode();
    await expectNothingChanged(code, async () => {
      for (const bad of ["RW-12", "shaah", 42]) {
        const res = await order(client, { rewardCode: bad });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(errors.rewardCodeInvalid);
      }
      const unknown = await order(client, { rewardCode: "RW-ZZZZ-ZZZZ" });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(errors.rewardCodeUnknown);

      const guest = await shop.client().post("/api/orders/guest", {
        name: "Guest Person",
        email: "guest@example.com",
        items: [{ id: ctx.tea.id, quantity: 1 }],
        paymentMethod: "cash",
        rewardCode: code,
      });
      expect(guest.status).toBe(401);
      expect(guest.body.error).toBe(errors.rewardNeedsSignIn);

      const both = await order(client, { rewardCode: code, rewardId: ctx.rewardIds[100] });
      expect(both.status).toBe(400);
      expect(both.body.error).toBe(errors.rewardOneOnly);

      const noMatch = await order(client, { rewardCode: code }, ["plate"]);
      expect(noMatch.status).toBe(400);
      expect(noMatch.body.error).toBe(errors.rewardNoMatch);
    });
  });

  it("is free to use again when the order is cancelled", async () => {
    const { client, code } = await memberWithShaahCode();
    const placed = await order(client, { rewardCode: code });
    expect((await client.post(`/api/orders/${placed.body.id}/cancel`, {})).status).toBe(200);
    expect(await usedAt(code)).toBeNull();
    expect((await client.get("/api/rewards/redeemed")).body.map((r: { code: string }) => r.code)).toEqual([
      code,
    ]);
    expect((await order(client, { rewardCode: code })).status).toBe(201);
  });

  it("is taken by the quick checkout as by the cash checkout", async () => {
    const { client, code } = await memberWithShaahCode();
    const quick = await client.post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      phone: "(612) 555-0100",
      items: [
        { id: ctx.tea.id, quantity: 1 },
        { id: ctx.plate.id, quantity: 1 },
      ],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
      rewardCode: code,
    });
    expect(quick.status, JSON.stringify(quick.body)).toBe(201);
    expect((await client.get(`/api/orders/${quick.body.id}`)).body.reward).toMatchObject({
      code,
      amountOff: 400,
    });
  });
});
