import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { salesTaxCents } from "../../../contract/pricing.ts";
import type { RewardEffectId } from "../../../contract/reward-checkout.ts";
import { orders, outbox, pointsTransactions, rewards } from "../../db/schema/index.ts";
import { seedRewardRows } from "../../db/seed/rewards.ts";
import { countRows, type TestClient, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  type LoyaltyShop,
  loyaltyMessages,
  moveOrder,
  newMember,
  prepareLoyaltyShop,
  withPromotion,
} from "../../test/kits/loyalty-kit.ts";

/**
 * A reward used in checkout (decision 22): the server frees the matching line or takes the value off, spends
 * the points once in the order's transaction and gives them back when the order is cancelled.
 */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const errors = loyaltyMessages.errors;
const rowsOfOrder = (orderId: number) =>
  shop.database.db.select().from(pointsTransactions).where(eq(pointsTransactions.orderId, orderId));

/** Tea ($4.00, a hot drink) and a plate ($12.50, lunch), with the free-drink reward when told. */
function order(
  client: TestClient,
  rewardId: number | undefined,
  items: readonly ("tea" | "plate")[] = ["tea", "plate"],
) {
  return client.post("/api/orders/user", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: items.map((name) => ({ id: ctx[name].id, quantity: 1 })),
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    rewardId,
  });
}

/** Runs a refused request: no order, no ledger row, the member's balance as it was. */
async function expectNothingChanged(run: () => Promise<void>, memberId?: number) {
  const ordersBefore = await countRows(shop, orders);
  const ledgerBefore = await countRows(shop, pointsTransactions);
  const balance = memberId === undefined ? 0 : await balanceOf(shop, memberId);
  await run();
  expect(await countRows(shop, orders)).toBe(ordersBefore);
  expect(await countRows(shop, pointsTransactions)).toBe(ledgerBefore);
  if (memberId !== undefined) expect(await balanceOf(shop, memberId)).toBe(balance);
}

async function memberWith(points: number) {
  const member = await newMember(shop);
  if (points > 50) await grant(ctx.admin, member.id, points - 50);
  return member;
}

describe("a free drink reward in checkout", () => {
  it("frees the drink, spends its points once in the order and shows the reward in the answers", async () => {
    const { client, id } = await memberWith(150);
    const placed = await order(client, ctx.rewardIds[100]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const tax = salesTaxCents(1250);
    expect(placed.body.total).toBe(1250 + tax);
    expect(await balanceOf(shop, id)).toBe(50);

    const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
    expect(view).toMatchObject({ subtotal: 1650, discount: 400, tax, total: 1250 + tax });
    expect(view.reward).toEqual({
      id: ctx.rewardIds[100],
      name: "Free Shaah or Coffee",
      nameSo: "Shaah ama Qaxwo Bilaash ah",
      pointsSpent: 100,
      amountOff: 400,
      code: null,
    });
    // The spec's line fields stay the line's price; rewardOff says what came off.
    const tea = view.items.find((line: { menuItemId: number }) => line.menuItemId === ctx.tea.id);
    expect(tea).toMatchObject({ unitPrice: 400, total: 400, rewardOff: 400 });
    const plate = view.items.find((line: { menuItemId: number }) => line.menuItemId === ctx.plate.id);
    expect(plate.rewardOff).toBe(0);
    expect((await client.get("/api/orders/history")).body[0].reward.amountOff).toBe(400);

    const rows = await rowsOfOrder(placed.body.id);
    expect(rows.filter((row) => row.sourceKey === `order-reward:${placed.body.id}`)).toHaveLength(1);
    expect(rows.map((row) => [row.amount, row.transactionType, row.status]).sort()).toEqual(
      // Points are earned on what the member pays: the plate only.
      [
        [-100, "redemption", "completed"],
        [125, "purchase", "pending"],
      ].sort(),
    );
    await expectBalancesMatchLedger(shop);
  });

  it("gives the points back once when the member cancels the order themselves", async () => {
    const { client, id } = await memberWith(150);
    const placed = await order(client, ctx.rewardIds[100]);
    expect(await balanceOf(shop, id)).toBe(50);
    const cancelled = await client.post(`/api/orders/${placed.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(shop, id)).toBe(150);
    expect((await client.post(`/api/orders/${placed.body.id}/cancel`, {})).status).toBe(409);
    expect(await balanceOf(shop, id)).toBe(150);
    const refunds = (await rowsOfOrder(placed.body.id)).filter((row) => row.amount === 100);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: "completed",
      sourceKey: `order-reward-refund:${placed.body.id}`,
    });
    await expectBalancesMatchLedger(shop);
  });

  it("gives the points back when the café cancels the order", async () => {
    const { client, id } = await memberWith(120);
    const placed = await order(client, ctx.rewardIds[100]);
    expect(await balanceOf(shop, id)).toBe(20);
    await moveOrder(ctx.admin, placed.body.id, "cancelled");
    expect(await balanceOf(shop, id)).toBe(120);
    await expectBalancesMatchLedger(shop);
  });

  it("keeps the points spent when the order is completed, and earns on the rest", async () => {
    const { client, id } = await memberWith(100);
    const placed = await order(client, ctx.rewardIds[100]);
    await moveOrder(ctx.admin, placed.body.id, "completed");
    expect(await balanceOf(shop, id)).toBe(125);
    await expectBalancesMatchLedger(shop);
  });
});

describe("the confirmation email", () => {
  it("names the reward, its points and the freed line at $0.00", async () => {
    const { client } = await memberWith(100);
    const placed = await order(client, ctx.rewardIds[100]);
    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${placed.body.orderNumber} %`));
    expect(mail?.textBody).toContain("1 × Shaah — $0.00");
    expect(mail?.textBody).toContain("Reward: Free Shaah or Coffee: -$4.00");
    expect(mail?.textBody).toContain("100 points used");
    expect(mail?.textBody).not.toContain("Discount");
  });
});

describe("refusals change nothing", () => {
  it("refuses a guest with 401 and the catalogued text", async () => {
    await expectNothingChanged(async () => {
      const res = await shop.client().post("/api/orders/guest", {
        name: "Guest Person",
        email: "guest@example.com",
        items: [{ id: ctx.tea.id, quantity: 1 }],
        paymentMethod: "cash",
        rewardId: ctx.rewardIds[100],
      });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(errors.rewardNeedsSignIn);
    });
  });

  it("refuses a member without enough points with the insufficient-points text", async () => {
    const { client, id } = await memberWith(50);
    await expectNothingChanged(async () => {
      const res = await order(client, ctx.rewardIds[100]);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("You need 100 points for this, and you have 50.");
    }, id);
  });

  it("refuses a reward that matches no line of the order", async () => {
    const { client, id } = await memberWith(600);
    await expectNothingChanged(async () => {
      const res = await order(client, ctx.rewardIds[100], ["plate"]);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(errors.rewardNoMatch);
    }, id);
    await expectNothingChanged(async () => {
      const res = await order(client, ctx.rewardIds[500], ["tea"]);
      expect(res.status).toBe(400);
    }, id);
  });

  it("refuses an unknown reward with 404 and a malformed one with 400", async () => {
    const { client, id } = await memberWith(600);
    await expectNothingChanged(async () => {
      expect((await order(client, 99_999)).status).toBe(404);
      expect((await order(client, "one" as unknown as number)).status).toBe(400);
    }, id);
  });
});

describe("a reward beside a running free-item promotion: each unit is freed once", () => {
  const freeTea = () => ({ type: "free_item", freeMenuItemId: ctx.tea.id });

  it("refuses the reward when the promotion already frees the only shaah: no order, no points spent", async () => {
    const { client, id } = await memberWith(150);
    await withPromotion(ctx.admin, freeTea(), async () => {
      await expectNothingChanged(async () => {
        const res = await order(client, ctx.rewardIds[100], ["tea"]);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.error).toBe(errors.rewardNoMatch);
      }, id);
      // Nor with a plate beside it: the plate is no hot drink.
      await expectNothingChanged(async () => {
        expect((await order(client, ctx.rewardIds[100], ["tea", "plate"])).status).toBe(400);
      }, id);
    });
    expect(await balanceOf(shop, id)).toBe(150);
  });

  it("frees two shaah, one by the promotion and one by the reward, and spends the points once", async () => {
    const { client, id } = await memberWith(150);
    await withPromotion(ctx.admin, freeTea(), async () => {
      const placed = await order(client, ctx.rewardIds[100], ["tea", "tea"]);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.total).toBe(0);
      const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
      expect(view).toMatchObject({ subtotal: 800, discount: 800, tax: 0, total: 0 });
      expect(view.reward).toMatchObject({ pointsSpent: 100, amountOff: 400 });
      expect(view.items).toHaveLength(1);
      expect(view.items[0]).toMatchObject({ quantity: 2, unitPrice: 400, rewardOff: 400 });
      const rows = await rowsOfOrder(placed.body.id);
      // Nothing paid, nothing earned: the reward's points are the order's only row.
      expect(rows.map((row) => [row.amount, row.sourceKey])).toEqual([
        [-100, `order-reward:${placed.body.id}`],
      ]);
    });
    expect(await balanceOf(shop, id)).toBe(50);
    await expectBalancesMatchLedger(shop);
  });

  it("takes the 15% discount after both free units, and the checkout's total is the one charged", async () => {
    const { client, id } = await memberWith(150);
    await withPromotion(ctx.admin, freeTea(), () =>
      withPromotion(ctx.admin, { type: "discount" }, async () => {
        // 2 × $4.00 + $12.50: both shaah free, then 15% of $12.50 = $1.875, rounded to $1.88.
        const paid = 1250 - 188;
        const total = paid + salesTaxCents(paid);
        const placed = await client.post("/api/orders/user", {
          name: "Hodan Cali",
          email: "hodan@example.com",
          items: [
            { id: ctx.tea.id, quantity: 2 },
            { id: ctx.plate.id, quantity: 1 },
          ],
          paymentMethod: "cash",
          deliveryLocation: "pickup",
          rewardId: ctx.rewardIds[100],
          finalTotal: total / 100,
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        expect(placed.body.total).toBe(total);
        const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
        expect(view).toMatchObject({ subtotal: 2050, discount: 400 + 400 + 188, total });
        expect(view.reward).toMatchObject({ pointsSpent: 100, amountOff: 400 });
      }),
    );
    expect(await balanceOf(shop, id)).toBe(50);
    await expectBalancesMatchLedger(shop);
  });
});

describe("every checkout takes a reward", () => {
  it("the quick checkout and a delivery: the value off the Royal Feast, never above the subtotal", async () => {
    const { client, id } = await memberWith(1000);
    const res = await client.post("/api/orders", {
      items: [{ id: ctx.plate.id, quantity: 1 }],
      customerName: "Hodan Cali",
      customerEmail: "hodan@example.com",
      customerPhone: "612-555-0100",
      deliveryAddress: "Food court, table 4",
      rewardId: ctx.rewardIds[1000],
      // $40.00 of value on a $12.50 order: the member said the rest may go (reward-leftover.test.ts).
      acceptRewardLeftover: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Subtotal $12.50 all taken off: no tax, only the delivery fee and the service charge remain.
    expect(res.body.total).toBe(300);
    expect(await balanceOf(shop, id)).toBe(0);
    const view = (await client.get(`/api/orders/${res.body.id}`)).body;
    expect(view.reward).toMatchObject({ pointsSpent: 1000, amountOff: 1250 });
  });

  it("a card order charges the total after the reward", async () => {
    const { client, id } = await memberWith(100);
    const res = await client.post("/api/create-payment-intent", {
      amount: 1,
      orderItems: [
        { id: ctx.tea.id, quantity: 1 },
        { id: ctx.plate.id, quantity: 1 },
      ],
      customerInfo: { email: "hodan@example.com" },
      rewardId: ctx.rewardIds[100],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amount).toBe(1250 + salesTaxCents(1250));
    expect(await balanceOf(shop, id)).toBe(0);
  });
});

describe("a reward does what its stored effect says, whatever its points cost", () => {
  /** A reward added to the catalog beside the seeded ones, as an admin would make it. */
  async function addReward(pointsCost: number, effect: RewardEffectId, base = seedRewardRows[0]!) {
    const [row] = await shop.database.db
      .insert(rewards)
      .values({ ...base, name: `${base.name} (${effect}, ${pointsCost})`, pointsCost, effect })
      .returning();
    return row!;
  }

  it("a 100-point reward that takes its value off takes $4.00 off, and never frees a hot drink instead", async () => {
    const reward = await addReward(100, "value_off");
    const { client, id } = await memberWith(150);
    // Only a plate: a free hot drink would find nothing to free and be refused.
    const placed = await order(client, reward.id, ["plate"]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.total).toBe(850 + salesTaxCents(850));
    expect(await balanceOf(shop, id)).toBe(50);
    const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
    expect(view).toMatchObject({ subtotal: 1250, discount: 400 });
    expect(view.reward).toMatchObject({ id: reward.id, pointsSpent: 100, amountOff: 400 });
    expect(view.items[0].rewardOff).toBe(0);
  });

  it("a 100-point reward that frees a plate frees the plate, not the tea", async () => {
    const reward = await addReward(100, "free_plate", seedRewardRows[2]);
    const { client } = await memberWith(150);
    const placed = await order(client, reward.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
    expect(view.reward).toMatchObject({ amountOff: 1250 });
    expect(view.items.map((line: { rewardOff: number }) => line.rewardOff)).toEqual([0, 1250]);
  });

  it("a free hot drink at 1000 points still frees the hot drink, not $40 off", async () => {
    const reward = await addReward(1000, "free_hot_drink");
    const { client, id } = await memberWith(1000);
    const placed = await order(client, reward.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.total).toBe(1250 + salesTaxCents(1250));
    expect(await balanceOf(shop, id)).toBe(0);
    await expectNothingChanged(async () => {
      const refused = await order(client, reward.id, ["plate"]);
      expect(refused.status).toBe(400);
    });
  });

  it("the catalog stores no effect outside the closed list", async () => {
    const before = await countRows(shop, rewards);
    await expect(addReward(100, "free_cake" as RewardEffectId)).rejects.toThrow();
    expect(await countRows(shop, rewards)).toBe(before);
  });
});
