import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pointsToPay, WELCOME_BONUS } from "../../../contract/loyalty.ts";
import { orders, pointsTransactions } from "../../db/schema/index.ts";
import { useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  type LoyaltyShop,
  loyaltyMessages,
  moveOrder,
  newMember,
  placeOrder,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/**
 * Earning and spending with orders (docs/architecture.md "Points"): welcome, purchase, cancel, pay with
 * points.
 */

let ctx: LoyaltyShop;

const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const rowsOfOrder = (orderId: number) =>
  shop.database.db.select().from(pointsTransactions).where(eq(pointsTransactions.orderId, orderId));

describe("welcome bonus", () => {
  it("gives a new member 50 points, completed, in the answer and the ledger", async () => {
    const { id, user, client } = await newMember(shop);
    expect(user.loyaltyPoints).toBe(WELCOME_BONUS);
    expect((await client.get("/api/user")).body.loyaltyPoints).toBe(WELCOME_BONUS);
    const history = await client.get(`/api/points/history/${id}`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ amount: 50, transactionType: "reward", status: "completed" });
    expect(history.body[0].description).toBe(loyaltyMessages.loyalty.ledger.welcome);
  });
});

describe("purchase points", () => {
  it("are pending when placed, completed with the order, and then counted in the balance", async () => {
    const { client, id } = await newMember(shop);
    // 2 × $12.50 = $25.00 subtotal → 250 points.
    const placed = await placeOrder(client, [{ item: ctx.plate, quantity: 2 }]);
    expect(placed.status).toBe(201);
    let summary = (await client.get("/api/points/summary")).body;
    expect(summary).toEqual({ balance: 50, pendingPoints: 250, lifetimePoints: 50 });

    await moveOrder(ctx.admin, placed.body.id, "completed");
    summary = (await client.get("/api/points/summary")).body;
    expect(summary).toEqual({ balance: 300, pendingPoints: 0, lifetimePoints: 300 });
    const [row] = await rowsOfOrder(placed.body.id);
    expect(row).toMatchObject({ userId: id, amount: 250, status: "completed", transactionType: "purchase" });
    await expectBalancesMatchLedger(shop);
  });

  it("are reversed when the order is cancelled, and the balance never saw them", async () => {
    const { client } = await newMember(shop);
    const placed = await placeOrder(client, [{ item: ctx.tea, quantity: 3 }]);
    await moveOrder(ctx.admin, placed.body.id, "cancelled");
    const [row] = await rowsOfOrder(placed.body.id);
    expect(row).toMatchObject({ amount: 120, status: "reversed" });
    expect((await client.get("/api/points/summary")).body).toEqual({
      balance: 50,
      pendingPoints: 0,
      lifetimePoints: 50,
    });
  });

  it("are not given to guests", async () => {
    const guest = shop.client();
    const res = await guest.post("/api/orders/guest", {
      name: "Guest Person",
      email: "guest@example.com",
      items: [{ id: ctx.tea.id, quantity: 1 }],
      paymentMethod: "cash",
    });
    expect(res.status).toBe(201);
    expect(await rowsOfOrder(res.body.id)).toHaveLength(0);
  });
});

describe("paying with points", () => {
  it("deducts 25 points per dollar of the whole total in the order's transaction and marks it paid", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 500);
    const placed = await placeOrder(client, [{ item: ctx.plate, quantity: 1 }], "points");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    const cost = pointsToPay(order!.totalCents);
    expect(order).toMatchObject({ paymentMethod: "points", paymentStatus: "completed", pointsSpent: cost });
    expect(placed.body.paymentRequired).toBe(false);
    expect(await balanceOf(shop, id)).toBe(550 - cost);
    // Paid entirely with points: nothing is earned on it.
    const rows = await rowsOfOrder(order!.id);
    expect(rows.map((r) => [r.amount, r.transactionType])).toEqual([[-cost, "redemption"]]);
    await expectBalancesMatchLedger(shop);
  });

  it("refuses the whole order with 409 when the balance does not cover it, and stores nothing", async () => {
    const { client, id } = await newMember(shop);
    const before = await shop.database.db.select().from(orders);
    const res = await placeOrder(client, [{ item: ctx.plate, quantity: 1 }], "points");
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/you have 50/);
    expect(await shop.database.db.select().from(orders)).toHaveLength(before.length);
    expect(await balanceOf(shop, id)).toBe(50);
  });

  it("does not pay a tip or a donation, which are real money, and stores nothing", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 5000);
    const before = await shop.database.db.select().from(orders);
    const res = await client.post("/api/orders/user", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: ctx.tea.id, quantity: 1 }],
      paymentMethod: "points",
      deliveryLocation: "pickup",
      donateToMosque: true,
      donationAmount: 1000,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(loyaltyMessages.errors.pointsNoTipOrDonation);
    expect(await shop.database.db.select().from(orders)).toHaveLength(before.length);
    expect(await balanceOf(shop, id)).toBe(5050);
  });

  it("is for signed-in members only (401 for a guest)", async () => {
    const res = await shop.client().post("/api/orders/guest", {
      name: "Guest Person",
      email: "guest@example.com",
      items: [{ id: ctx.tea.id, quantity: 1 }],
      paymentMethod: "points",
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(loyaltyMessages.errors.pointsNeedSignIn);
  });

  it("gives the points back once when the order is cancelled", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 200);
    const placed = await placeOrder(client, [{ item: ctx.tea, quantity: 1 }], "points");
    expect(placed.status).toBe(201);
    await moveOrder(ctx.admin, placed.body.id, "cancelled");
    expect(await balanceOf(shop, id)).toBe(250);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(order!.paymentStatus).toBe("refunded");
    await expectBalancesMatchLedger(shop);
  });
});
