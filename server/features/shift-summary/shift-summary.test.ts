import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type MenuItemRow, orderStatusHistory, orders } from "../../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInWithRole,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";

/**
 * GET /api/admin/shift-summary on a day of known orders: every figure exact. The orders are placed through the
 * API, then their moments are written as if they had happened on 2 June 2026 in Minneapolis (UTC−5).
 */

const shop = useTestShop();
let board: TestClient;
let shaah: MenuItemRow;
let sambuus: MenuItemRow;

const local = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

async function placeCash(items: { id: number; quantity: number }[]) {
  const res = await shop.client().post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items,
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** Moves the order along the board, then dates its placing and each status entry as the test says. */
async function dayOf(orderId: number, date: string, moments: Partial<Record<string, string>>) {
  const path = ["in_progress", "ready", "completed"] as const;
  const last = moments.cancelled ? undefined : path.findLastIndex((status) => moments[status]);
  if (moments.cancelled) {
    expect((await board.patch(`/api/orders/${orderId}/status`, { status: "cancelled" })).status).toBe(200);
  }
  for (const status of path.slice(0, (last ?? -1) + 1)) {
    expect((await board.patch(`/api/orders/${orderId}/status`, { status })).status).toBe(200);
  }
  const db = shop.database.db;
  await db
    .update(orders)
    .set({ createdAt: local(date, moments.received!) })
    .where(eq(orders.id, orderId));
  for (const [status, time] of Object.entries(moments)) {
    await db
      .update(orderStatusHistory)
      .set({ createdAt: local(date, time!) })
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, status as "ready")));
  }
}

beforeAll(async () => {
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", nameSo: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Sambuus", nameSo: "Sambuusa", priceCents: 450, category: "food" },
  ])) as [MenuItemRow, MenuItemRow];
  ({ client: board } = await signInWithRole(shop, "staff"));
  const day = "2026-06-02";
  // Four minutes to ready, collected.
  const a = await placeCash([{ id: shaah.id, quantity: 2 }]);
  await dayOf(a, day, { received: "08:10", in_progress: "08:11", ready: "08:14", completed: "08:20" });
  // Twelve minutes.
  const b = await placeCash([
    { id: sambuus.id, quantity: 1 },
    { id: shaah.id, quantity: 1 },
  ]);
  await dayOf(b, day, { received: "08:40", in_progress: "08:45", ready: "08:52", completed: "09:00" });
  // Twenty minutes; recalled and made ready again later, which keeps its first time.
  const c = await placeCash([{ id: sambuus.id, quantity: 3 }]);
  await dayOf(c, day, { received: "08:50", in_progress: "08:55", ready: "09:10" });
  await shop.database.db
    .insert(orderStatusHistory)
    .values({ orderId: c, status: "ready", createdAt: local(day, "09:40") });
  // Cancelled, and one still being made: counted, never ready.
  const d = await placeCash([{ id: shaah.id, quantity: 1 }]);
  await dayOf(d, day, { received: "09:05", cancelled: "09:07" });
  const e = await placeCash([{ id: shaah.id, quantity: 5 }]);
  await dayOf(e, day, { received: "09:30", in_progress: "09:31" });
  // The evening before, on the café's clock (04:30 UTC on the 2nd): another day.
  const f = await placeCash([{ id: shaah.id, quantity: 1 }]);
  await dayOf(f, "2026-06-01", { received: "23:30", in_progress: "23:31", ready: "23:33" });
});

describe("GET /api/admin/shift-summary", () => {
  it("answers the day's figures exactly", async () => {
    const res = await board.get("/api/admin/shift-summary?date=2026-06-02");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      date: "2026-06-02",
      timeZone: "America/Chicago",
      orders: 5,
      byStatus: { received: 0, in_progress: 1, ready: 1, completed: 2, cancelled: 1 },
      cancelledOrders: 1,
      itemsMade: 7,
      averageMinutesToReady: 12,
      p90MinutesToReady: 20,
      slowestItem: { name: "Sambuus", averageMinutes: 16, orders: 2 },
      busiestHour: { hour: 8, orders: 3 },
    });
  });

  it("names the slowest dish in Somali for a Somali reader", async () => {
    board.language = "so";
    const res = await board.get("/api/admin/shift-summary?date=2026-06-02");
    board.language = undefined;
    expect(res.body.slowestItem).toEqual({ name: "Sambuusa", averageMinutes: 16, orders: 2 });
  });

  it("is today on the café's clock by default, and empty on a day without orders", async () => {
    const res = await board.get("/api/admin/shift-summary");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      date: "2026-06-03",
      orders: 0,
      itemsMade: 0,
      averageMinutesToReady: null,
      p90MinutesToReady: null,
      slowestItem: null,
      busiestHour: null,
    });
    const before = await board.get("/api/admin/shift-summary?date=2026-06-01");
    expect(before.body).toMatchObject({ orders: 1, itemsMade: 1, averageMinutesToReady: 3 });
  });

  it("refuses a date that is not one, in the reader's language", async () => {
    for (const date of ["2026-13-01", "yesterday", "2026-6-2"]) {
      const res = await board.get(`/api/admin/shift-summary?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(JSON.stringify(res.body)).toContain(messages.en.invalidDate);
    }
  });

  it("is the counter's: a member is refused, a visitor asked to sign in", async () => {
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/admin/shift-summary")).status).toBe(403);
    expect((await shop.client().get("/api/admin/shift-summary")).status).toBe(401);
  });
});
