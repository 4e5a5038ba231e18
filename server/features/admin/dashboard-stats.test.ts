import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardStats } from "../../../contract/dashboard-stats.ts";
import type { MenuItemRow } from "../../db/schema/index.ts";
import {
  addMenuItems,
  signInAsAdmin,
  signUp,
  startTestShop,
  type TestClient,
  type TestShop,
} from "../../test/harness.ts";

let shop: TestShop;
let admin: TestClient;
let shaah: MenuItemRow; // $3.99

beforeAll(async () => {
  shop = await startTestShop();
  [shaah] = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399 }])) as [MenuItemRow];
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});
afterAll(() => shop.close());

async function place(paymentMethod: "cash" | "card" = "cash") {
  const res = await shop.client().post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [{ menuItemId: shaah.id, quantity: 1 }],
    paymentMethod,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; total: number };
}

const move = async (id: number, status: string) =>
  expect((await admin.patch(`/api/orders/${id}/status`, { status })).status).toBe(200);

const stats = async () => {
  const res = await admin.get("/api/admin/dashboard-stats");
  expect(res.status).toBe(200);
  return res.body as DashboardStats;
};

describe("GET /api/admin/dashboard-stats", () => {
  it("counts orders by status, revenue taken and non-admin accounts", async () => {
    const before = await stats();
    await signUp(shop.client());
    await place(); // stays in received
    const cooking = await place();
    const done = await place();
    const dropped = await place();
    await place("card"); // never paid: not an order the café has to count
    await move(cooking.id, "in_progress");
    for (const step of ["in_progress", "ready", "completed"]) await move(done.id, step);
    await move(dropped.id, "cancelled");

    const after = await stats();
    expect(after.totalOrders - before.totalOrders).toBe(4);
    expect(after.pending - before.pending).toBe(1);
    expect(after.inProgress - before.inProgress).toBe(1);
    expect(after.ready - before.ready).toBe(0);
    expect(after.completed - before.completed).toBe(1);
    expect(after.cancelled - before.cancelled).toBe(1);
    // Cash is taken when the order is completed: only that one order's money counts.
    expect(after.revenue - before.revenue).toBe(done.total);
    expect(after.activeUsers - before.activeUsers).toBe(1);
  });

  it("does not count admins as active users", async () => {
    const before = await stats();
    await signInAsAdmin(shop, shop.client());
    expect((await stats()).activeUsers).toBe(before.activeUsers);
  });

  it("refuses members with 403 and guests with 401", async () => {
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/admin/dashboard-stats")).status).toBe(403);
    expect((await shop.client().get("/api/admin/dashboard-stats")).status).toBe(401);
  });
});
