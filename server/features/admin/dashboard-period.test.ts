import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardStats } from "../../../contract/dashboard-stats.ts";
import { type MenuItemRow, paymentStatusHistory } from "../../db/schema/index.ts";
import {
  addMenuItems,
  signInAsAdmin,
  signInWithRole,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import { grant, moveOrder } from "../../test/kits/loyalty-kit.ts";

/**
 * The dashboard's cards for a chosen range of days (today on the shop's clock, 3 June 2026, by default): Revenue
 * is the sales report's net sales for the same days, to the cent, and the active members are those who bought.
 */

const shop = useTestShop();
let admin: TestClient;
let shaah: MenuItemRow;

/** Says the order's payment completed at that moment, as if it had happened then. */
async function paidAt(orderId: number, when: string) {
  const rows = await shop.database.db
    .update(paymentStatusHistory)
    .set({ createdAt: new Date(when) })
    .where(
      and(
        eq(paymentStatusHistory.subject, "order"),
        eq(paymentStatusHistory.orderId, orderId),
        eq(paymentStatusHistory.toStatus, "completed"),
      ),
    )
    .returning();
  expect(rows).toHaveLength(1);
}

async function guestCash(quantity: number) {
  const res = await shop.client().post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [{ id: shaah.id, quantity }],
    paymentMethod: "cash",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const period = async (query = "") => {
  const res = await admin.get(`/api/admin/dashboard-stats${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as DashboardStats).period;
};
const report = async (query = "") => {
  const res = await admin.get(`/api/admin/reports/sales${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  [shaah] = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 400, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
  // A member's two teas with a $2 tip, completed at 10:15 on 3 June; a guest's tea completed on 4 June;
  // a cancelled order, never a sale.
  const member = shop.client();
  const { user } = await signUp(member);
  await grant(admin, user.id, 10);
  const mine = await member.post("/api/orders/user", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [{ id: shaah.id, quantity: 2 }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    tipAmount: "2",
  });
  expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  await moveOrder(admin, mine.body.id, "completed");
  await paidAt(mine.body.id, "2026-06-03T15:15:00Z");
  const guest = await guestCash(1);
  await moveOrder(admin, guest, "completed");
  await paidAt(guest, "2026-06-04T15:15:00Z");
  await moveOrder(admin, await guestCash(3), "cancelled");
});

describe("GET /api/admin/dashboard-stats: the period's cards", () => {
  it("are today's by default, with Revenue the Reports tab's net sales for today", async () => {
    const today = await period();
    const sales = await report();
    expect(today).toMatchObject({ from: "2026-06-03", to: "2026-06-03", timeZone: sales.timeZone });
    expect(today).toMatchObject({ orders: 1, netSales: 800, tips: 200, activeMembers: 1 });
    expect(today.netSales).toBe(sales.totals.netSales);
    expect(today.totalCollected).toBe(sales.totals.totalCollected);
  });

  it("follow the chosen days as the report does, to the cent", async () => {
    for (const query of [
      "?from=2026-06-03&to=2026-06-04",
      "?from=2026-06-04&to=2026-06-04",
      "?from=2026-05-01",
    ]) {
      const [cards, sales] = await Promise.all([period(query), report(query)]);
      expect(cards.netSales, query).toBe(sales.totals.netSales);
      expect(cards.orders, query).toBe(sales.totals.orders);
      expect(cards.refunds, query).toBe(sales.totals.refunds);
      expect(cards.grossSales - cards.discounts - cards.netSales, query).toBe(
        sales.totals.grossSales - sales.totals.discounts - sales.totals.netSales,
      );
    }
    expect(await period("?from=2026-06-03&to=2026-06-04")).toMatchObject({ orders: 2, netSales: 1200 });
    // The guest's day: no member bought.
    expect((await period("?from=2026-06-04&to=2026-06-04")).activeMembers).toBe(0);
    expect(await period("?from=2026-05-01")).toMatchObject({ orders: 0, netSales: 0, activeMembers: 0 });
  });

  it("refuses a range backwards, too long or not a date with 400", async () => {
    for (const query of ["?from=2026-06-04&to=2026-06-03", "?from=2024-01-01&to=2025-06-01", "?from=today"]) {
      expect((await admin.get(`/api/admin/dashboard-stats${query}`)).status, query).toBe(400);
    }
  });

  it("answers managers as admins, and refuses staff and members with 403", async () => {
    const manager = await signInWithRole(shop, "manager");
    expect((await manager.client.get("/api/admin/dashboard-stats")).status).toBe(200);
    for (const role of ["staff", "member"] as const) {
      const { client } = await signInWithRole(shop, role);
      expect((await client.get("/api/admin/dashboard-stats")).status, role).toBe(403);
    }
  });
});
