import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "../../../contract/order-views.ts";
import { type MenuItemRow, orderItems, orderStatusHistory, orders, outbox } from "../../db/schema/index.ts";
import {
  addMenuItems,
  signInWithRole,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";
import { listen, openSocket } from "../realtime/socket-test-kit.ts";

/**
 * The counter's board: lines ticked as made (stored, pushed to every board) and the "Done" list with its
 * recall, a completed order sent back to ready.
 */

const shop = useTestShop();
let origin: string;
let staff: TestClient;
let shaah: MenuItemRow;
let sambuus: MenuItemRow;

beforeAll(async () => {
  origin = await listen(shop.app);
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Sambuus", priceCents: 250, category: "food" },
  ])) as [MenuItemRow, MenuItemRow];
  staff = (await signInWithRole(shop, "staff")).client;
});

async function placeOrder(): Promise<OrderView> {
  const res = await shop.client().post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [
      { id: shaah.id, name: "Shaah", price: 3.99, quantity: 2 },
      { id: sambuus.id, name: "Sambuus", price: 2.5, quantity: 1 },
    ],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const view = await staff.get(`/api/admin/orders?search=${res.body.orderNumber}`);
  return view.body[0];
}

async function moveTo(id: number, status: string, client = staff) {
  return client.patch(`/api/orders/${id}/status`, { status });
}

const doneAt = async (itemId: number) =>
  (await shop.database.db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0]?.doneAt;

describe("ticking lines off", () => {
  it("stores the tick, answers the ticket with it struck through and pushes it to every board", async () => {
    const order = await placeOrder();
    const [first, second] = order.items as [OrderView["items"][number], OrderView["items"][number]];
    const otherTablet = (await signInWithRole(shop, "manager")).client;
    const socket = await openSocket(origin, otherTablet);
    const res = await staff.patch(`/api/orders/${order.id}/items/${first.id}`, { done: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((line: { done: boolean }) => line.done)).toEqual([true, false]);
    expect(res.body.customerEmail).toBe("");
    const pushed = await socket.next((m) => m.type === "order_line" && m.data.itemId === first.id);
    expect(pushed.data).toEqual({ orderId: order.id, itemId: first.id, done: true });
    expect(await doneAt(first.id)).toBeInstanceOf(Date);

    await staff.patch(`/api/orders/${order.id}/items/${second.id}`, { done: true });
    const undone = await staff.patch(`/api/orders/${order.id}/items/${first.id}`, { done: false });
    expect(undone.body.items.map((line: { done: boolean }) => line.done)).toEqual([false, true]);
    await socket.next((m) => m.type === "order_line" && m.data.itemId === first.id && !m.data.done);
    socket.close();
  });

  it("refuses an unknown line, another order's line and a done that is not a boolean, changing nothing", async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const line = order.items[0]!;
    const unknown = await staff.patch(`/api/orders/${order.id}/items/999999`, { done: true });
    expect(unknown.status).toBe(404);
    const foreign = await staff.patch(`/api/orders/${other.id}/items/${line.id}`, { done: true });
    expect(foreign.status).toBe(404);
    for (const body of [{ done: "yes" }, { done: 1 }, {}]) {
      const bad = await staff.patch(`/api/orders/${order.id}/items/${line.id}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await doneAt(line.id)).toBeNull();
  });

  it("refuses members and guests, and a finished order's lines", async () => {
    const order = await placeOrder();
    const line = order.items[0]!;
    const member = shop.client();
    await signUp(member, { username: uniqueName("ayaan") });
    expect((await member.patch(`/api/orders/${order.id}/items/${line.id}`, { done: true })).status).toBe(403);
    expect(
      (await shop.client().patch(`/api/orders/${order.id}/items/${line.id}`, { done: true })).status,
    ).toBe(401);
    expect((await moveTo(order.id, "cancelled")).status).toBe(200);
    const late = await staff.patch(`/api/orders/${order.id}/items/${line.id}`, { done: true });
    expect(late.status).toBe(409);
    expect(late.body.error).toContain(order.orderNumber);
    expect(await doneAt(line.id)).toBeNull();
  });
});

describe("the Done list and recall", () => {
  it("lists today's completed and cancelled tickets, the last finished first", async () => {
    const completed = await placeOrder();
    const cancelled = await placeOrder();
    const open = await placeOrder();
    const yesterday = await placeOrder();
    for (const status of ["in_progress", "ready", "completed"]) await moveTo(completed.id, status);
    await moveTo(cancelled.id, "cancelled");
    await moveTo(yesterday.id, "cancelled");
    // The test shop's clock reads 3 June 2026 at noon in the café: this one was finished the day before.
    await shop.database.db
      .update(orders)
      .set({ updatedAt: new Date("2026-06-02T23:30:00-05:00") })
      .where(eq(orders.id, yesterday.id));
    const res = await staff.get("/api/admin/orders/done");
    expect(res.status).toBe(200);
    const ids = res.body.map((order: OrderView) => order.id);
    expect(ids.indexOf(cancelled.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(cancelled.id)).toBeLessThan(ids.indexOf(completed.id));
    expect(ids).not.toContain(open.id);
    expect(ids).not.toContain(yesterday.id);
    expect(res.body.every((order: OrderView) => order.customerEmail === "")).toBe(true);
  });

  it("sends a completed ticket back to ready, recorded in its history", async () => {
    const order = await placeOrder();
    for (const status of ["in_progress", "ready", "completed"]) await moveTo(order.id, status);
    const recalled = await moveTo(order.id, "ready");
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
    expect(recalled.body.status).toBe("ready");
    const history = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => entry.status)).toEqual([
      "received",
      "in_progress",
      "ready",
      "completed",
      "ready",
    ]);
    expect(history.at(-1)?.changedBy).not.toBeNull();
    expect((await moveTo(order.id, "completed")).status).toBe(200);
    // Ready twice, one ready email.
    const mails = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "hodan@example.com"));
    expect(mails.filter((mail) => mail.subject === `Your order ${order.orderNumber} is ready`)).toHaveLength(
      1,
    );
  });

  it("recalls only from completed: a cancelled order stays cancelled, a received one cannot jump to ready", async () => {
    const cancelled = await placeOrder();
    await moveTo(cancelled.id, "cancelled");
    const fromCancelled = await moveTo(cancelled.id, "ready");
    expect(fromCancelled.status).toBe(409);
    const received = await placeOrder();
    expect((await moveTo(received.id, "ready")).status).toBe(409);
    const done = await staff.get("/api/admin/orders/done");
    expect(done.body.find((order: OrderView) => order.id === cancelled.id)?.status).toBe("cancelled");
  });

  it("an undone tap is a real move back the server records", async () => {
    const order = await placeOrder();
    await moveTo(order.id, "in_progress");
    const back = await moveTo(order.id, "received");
    expect(back.status).toBe(200);
    expect(back.body.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      "received",
      "in_progress",
      "received",
    ]);
  });

  it("refuses the Done list to members", async () => {
    const member = shop.client();
    await signUp(member, { username: uniqueName("ayaan") });
    expect((await member.get("/api/admin/orders/done")).status).toBe(403);
    expect((await shop.client().get("/api/admin/orders/done")).status).toBe(401);
  });
});
