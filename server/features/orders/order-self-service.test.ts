import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type MenuItemRow, orderStatusHistory, orders, payments } from "../../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import { balanceOf, grant, newMember } from "../../test/kits/loyalty-kit.ts";
import { checkoutSession, orderRow, payOnPage, placeCardOrder } from "../../test/kits/payments-kit.ts";

/** What a customer does with their own order: find it again (lookup) and cancel it while still received. */

let shaah: MenuItemRow; // $3.99
let admin: TestClient;

const shop = useTestShop();
beforeAll(async () => {
  [shaah] = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

interface Placed {
  id: number;
  orderNumber: string;
  trackingToken: string;
}

async function placeOrder(client: TestClient, extra: Record<string, unknown> = {}): Promise<Placed> {
  const res = await client.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "Hodan.Find@Example.com",
    phone: "6125550100",
    items: [{ id: shaah.id, quantity: 1 }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("POST /api/orders/lookup", () => {
  it("answers the order's id and its signed tracking link for its number and email, in any case", async () => {
    const placed = await placeOrder(shop.client());
    const stranger = shop.client();
    const res = await stranger.post("/api/orders/lookup", {
      orderNumber: placed.orderNumber.toLowerCase(),
      email: " HODAN.find@example.com ",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      id: placed.id,
      trackingUrl: expect.stringMatching(
        new RegExp(`/track/${placed.id}\\?token=${encodeURIComponent(placed.trackingToken)}$`),
      ),
    });
    // The link opens the order on a browser that never saw it.
    const token = new URL(res.body.trackingUrl).searchParams.get("token");
    const opened = await stranger.get(`/api/orders/${placed.id}?token=${encodeURIComponent(token!)}`);
    expect(opened.status).toBe(200);
    // Only the digits, as read off a receipt.
    const digits = placed.orderNumber.replace("SS-", "");
    const byDigits = await stranger.post("/api/orders/lookup", {
      orderNumber: digits,
      email: "hodan.find@example.com",
    });
    expect(byDigits.body.id).toBe(placed.id);
  });

  it("a wrong email and a wrong number get the same 404 and message", async () => {
    const placed = await placeOrder(shop.client());
    const wrongEmail = await shop.client().post("/api/orders/lookup", {
      orderNumber: placed.orderNumber,
      email: "someone.else@example.com",
    });
    const wrongNumber = await shop.client().post("/api/orders/lookup", {
      orderNumber: "SS-999999",
      email: "hodan.find@example.com",
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.body).toEqual({ error: messages.en.orderLookupFailed, code: "orderLookupFailed" });
    expect(wrongNumber.body).toEqual(wrongEmail.body);
    const somali = shop.client();
    somali.language = "so";
    const so = await somali.post("/api/orders/lookup", { orderNumber: "SS-999999", email: "a@example.com" });
    expect(so.body).toEqual({ error: messages.so.orderLookupFailed, code: "orderLookupFailed" });
  });

  it("refuses a missing number or a bad email with 400", async () => {
    const guest = shop.client();
    expect((await guest.post("/api/orders/lookup", { email: "a@example.com" })).status).toBe(400);
    expect((await guest.post("/api/orders/lookup", { orderNumber: "SS-1001", email: "nope" })).status).toBe(
      400,
    );
    expect((await guest.post("/api/orders/lookup", {})).status).toBe(400);
  });

  it("is rate limited: the 11th try from one address in ten minutes is 429", async () => {
    const guesser = shop.client();
    for (let i = 0; i < 10; i++) {
      const res = await guesser.post("/api/orders/lookup", {
        orderNumber: `SS-${5000 + i}`,
        email: "x@example.com",
      });
      expect(res.status).toBe(404);
    }
    const blocked = await guesser.post("/api/orders/lookup", {
      orderNumber: "SS-6000",
      email: "x@example.com",
    });
    expect(blocked.status).toBe(429);
  });
});

const cancel = (client: TestClient, id: number, body: Record<string, unknown> = {}) =>
  client.post(`/api/orders/${id}/cancel`, body);

describe("POST /api/orders/:id/cancel", () => {
  it("the guest browser that placed a received order cancels it, recorded in its history", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    const res = await cancel(guest, placed.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: placed.id, status: "cancelled", paymentStatus: "pending" });
    const history = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id));
    expect(history.map((entry) => [entry.status, entry.changedBy])).toEqual([
      ["received", null],
      ["cancelled", null],
    ]);
    // Cancelled is final.
    expect((await cancel(guest, placed.id)).status).toBe(409);
  });

  it("the holder of the tracking link cancels it from another browser", async () => {
    const placed = await placeOrder(shop.client());
    const res = await cancel(shop.client(), placed.id, { token: placed.trackingToken });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("cancelled");
  });

  it("once in progress it is 409, the page's 'ask at the counter', and nothing changes", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    expect((await admin.patch(`/api/orders/${placed.id}/status`, { status: "in_progress" })).status).toBe(
      200,
    );
    const res = await cancel(guest, placed.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: messages.en.cancelTooLate, code: "cancelTooLate" });
    expect((await orderRow(shop, placed.id)).status).toBe("in_progress");
  });

  it("someone else's order is 404, for a stranger, another member, a wrong token and the admin alike", async () => {
    const placed = await placeOrder(shop.client());
    const other = shop.client();
    await signUp(other);
    for (const [client, body] of [
      [shop.client(), {}],
      [other, {}],
      [shop.client(), { token: "not-the-token" }],
      [admin, {}],
    ] as const) {
      const res = await cancel(client, placed.id, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: messages.en.notFound, code: "notFound" });
    }
    expect((await cancel(shop.client(), 999_999)).status).toBe(404);
    expect((await orderRow(shop, placed.id)).status).toBe("received");
  });

  it("a bad id or token is 400", async () => {
    expect((await cancel(shop.client(), "abc" as unknown as number)).status).toBe(400);
    expect((await cancel(shop.client(), 1, { token: "x".repeat(101) })).status).toBe(400);
  });

  it("a member's points order: the points come back, as when the café cancels", async () => {
    const member = await newMember(shop);
    const before = await grant(admin, member.id, 500);
    const res = await member.client.post("/api/orders/user", {
      name: "Hodan Cali",
      email: "points.cancel@example.com",
      items: [{ id: shaah.id, quantity: 1 }],
      paymentMethod: "points",
      deliveryLocation: "pickup",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await balanceOf(shop, member.id)).toBeLessThan(before);
    const cancelled = await cancel(member.client, res.body.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await balanceOf(shop, member.id)).toBe(before);
    const history = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, res.body.id));
    expect(history.at(-1)).toMatchObject({ status: "cancelled", changedBy: member.id });
  });

  it("a paid card order is refunded through the provider, as when the café cancels", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah);
    const { path } = await checkoutSession(guest, order.id);
    await payOnPage(guest, path);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("completed");
    const res = await cancel(guest, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe("refunded");
  });
});

describe("the estimated ready time", () => {
  it("is never in the past, and moves with the orders ahead of it still received or in progress", async () => {
    const guest = shop.client();
    const ahead = [await placeOrder(guest), await placeOrder(guest), await placeOrder(guest)];
    const mine = await placeOrder(guest);
    // Placed an hour ago by the shop's clock: its first estimate has long passed.
    const hourAgo = new Date(shop.app.clock().getTime() - 60 * 60_000);
    await shop.database.db.update(orders).set({ createdAt: hourAgo }).where(eq(orders.id, mine.id));
    const estimate = async () =>
      Date.parse((await guest.get(`/api/orders/${mine.id}`)).body.estimatedReadyAt);

    const queued = await estimate();
    expect(queued).toBeGreaterThanOrEqual(shop.app.clock().getTime() + 3 * 5 * 60_000 - 5_000);
    await admin.patch(`/api/orders/${ahead[0]!.id}/status`, { status: "in_progress" });
    expect(await estimate()).toBeGreaterThanOrEqual(queued - 5_000);
    for (const order of ahead) await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    const shorter = await estimate();
    expect(shorter).toBeLessThan(queued - 10 * 60_000);
    expect(shorter).toBeGreaterThanOrEqual(shop.app.clock().getTime() - 5_000);
  });

  it("a finished order keeps its first estimate", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    await admin.patch(`/api/orders/${placed.id}/status`, { status: "cancelled" });
    const view = (await guest.get(`/api/orders/${placed.id}`)).body;
    expect(Date.parse(view.estimatedReadyAt) - Date.parse(view.createdAt)).toBe(20 * 60_000);
  });
});
