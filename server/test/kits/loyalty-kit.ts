import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { OrderStatus } from "../../../contract/order-status.ts";
import loyaltyEn from "../../../i18n/en.json" with { type: "json" };
import { type MenuItemRow, pointsTransactions, rewards, users } from "../../db/schema/index.ts";
import { seedRewards } from "../../db/seed/rewards.ts";
import { addMenuItems, signInAsAdmin, signUp, type TestClient, type TestShop } from "../harness.ts";

/** Test helpers of the loyalty and referral tests: a shop with rewards and a menu, members, orders, checks. */

export const loyaltyMessages = loyaltyEn;

export interface LoyaltyShop {
  shop: TestShop;
  admin: TestClient;
  /** $4.00 and $12.50: easy sums. */
  tea: MenuItemRow;
  plate: MenuItemRow;
  rewardIds: Record<100 | 200 | 500 | 1000, number>;
}

export async function prepareLoyaltyShop(shop: TestShop): Promise<LoyaltyShop> {
  await seedRewards(shop.database.db);
  const catalog = await shop.database.db.select().from(rewards);
  const byCost = Object.fromEntries(catalog.map((r) => [r.pointsCost, r.id])) as LoyaltyShop["rewardIds"];
  const [tea, plate] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 400, category: "hot_drinks" },
    { name: "Bariis plate", priceCents: 1250, category: "lunch" },
  ])) as [MenuItemRow, MenuItemRow];
  const admin = shop.client();
  await signInAsAdmin(shop, admin);
  return { shop, admin, tea, plate, rewardIds: byCost };
}

/** A newly registered member, signed in on their own client. */
export async function newMember(shop: TestShop, fields: Record<string, unknown> = {}) {
  const client = shop.client();
  const { user } = await signUp(client, fields);
  return { client, id: user.id as number, user };
}

/** A signed-in member's pickup order (cash unless told), answered as placed. */
export async function placeOrder(
  client: TestClient,
  items: { item: MenuItemRow; quantity: number }[],
  paymentMethod = "cash",
) {
  return client.post("/api/orders/user", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: items.map(({ item, quantity }) => ({ id: item.id, quantity })),
    paymentMethod,
    deliveryLocation: "pickup",
  });
}

const path: Record<string, OrderStatus[]> = {
  completed: ["in_progress", "ready", "completed"],
  cancelled: ["cancelled"],
};

/** Walks an order through the status machine as an admin would. */
export async function moveOrder(admin: TestClient, orderId: number, to: "completed" | "cancelled") {
  for (const status of path[to]!) {
    const res = await admin.patch(`/api/orders/${orderId}/status`, { status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** Gives a member points the way an admin does. */
export async function grant(admin: TestClient, userId: number, amount: number) {
  const res = await admin.post("/api/points/adjust", { userId, amount, description: "test grant" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.balance as number;
}

export async function balanceOf(shop: TestShop, userId: number): Promise<number> {
  const [row] = await shop.database.db.select().from(users).where(eq(users.id, userId));
  return row!.loyaltyPoints;
}

/** The invariant of the ledger: every member's cached balance is the sum of their completed rows, never negative. */
export async function expectBalancesMatchLedger(shop: TestShop) {
  const db = shop.database.db;
  const members = await db.select({ id: users.id, cached: users.loyaltyPoints }).from(users);
  const sums = await db
    .select({ userId: pointsTransactions.userId, total: sql<number>`sum(${pointsTransactions.amount})::int` })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.status, "completed"))
    .groupBy(pointsTransactions.userId);
  const ledger = new Map(sums.map((row) => [row.userId, row.total]));
  for (const member of members) {
    expect(member.cached, `user ${member.id}`).toBe(ledger.get(member.id) ?? 0);
    expect(member.cached).toBeGreaterThanOrEqual(0);
  }
}

/** Runs `run` while the admin's promotion runs, and ends it afterwards whatever happens. */
export async function withPromotion<T>(
  admin: TestClient,
  body: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  const created = await admin.post("/api/promotions", { durationDays: 1, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  try {
    return await run();
  } finally {
    expect((await admin.delete(`/api/promotions/${created.body.id}`)).status).toBe(200);
  }
}
