import { and, eq, like, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "../../../contract/order-views.ts";
import { type MenuItemRow, orderStatusHistory, outbox, users } from "../../db/schema/index.ts";
import {
  addMenuItems,
  countRows,
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";

/**
 * After an order is placed: who may read it (docs/architecture.md "Orders"), the member's history, the admin
 * list, the status machine and the receipt email. Placing orders is in orders.test.ts.
 */

let admin: TestClient;
let shaah: MenuItemRow; // $3.99
let sambuus: MenuItemRow; // $2.50

const shop = useTestShop();
beforeAll(async () => {
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Sambuus", priceCents: 250, category: "snacks" },
    { name: "Halwo", priceCents: 350, category: "desserts", isAvailable: false },
  ])) as [MenuItemRow, MenuItemRow];
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

const en = messages.en;
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

interface Placed {
  id: number;
  orderNumber: string;
  trackingToken: string;
  total: number;
  paymentRequired: boolean;
}

/** Places a cash order (2 shaah + 1 sambuus = $11.42 for pickup) from the given browser. */
async function placeOrder(client: TestClient, overrides: Record<string, unknown> = {}): Promise<Placed> {
  const res = await client.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    phone: "6125550100",
    items: [
      { id: shaah.id, name: "Shaah", price: 3.99, quantity: 2 },
      { id: sambuus.id, name: "Sambuus", price: 2.5, quantity: 1 },
    ],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function member() {
  const client = shop.client();
  const username = uniqueName("faadumo");
  const signed = await signUp(client, {
    username,
    fullName: "Faadumo Nuur",
    email: `${username}@example.com`,
  });
  return { client, ...signed };
}

const moveTo = (client: TestClient, id: number, status: unknown) =>
  client.patch(`/api/orders/${id}/status`, { status });

function expectNotFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: en.notFound, code: "notFound" });
}

describe("GET /api/orders/:id — who may see an order", () => {
  it("the guest browser that placed it sees the whole order", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    const res = await guest.get(`/api/orders/${placed.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: "received",
      orderStatus: "received",
      customerName: "Hodan Cali",
      isDelivery: false,
      deliveryLocation: "Pickup at store",
      paymentMethod: "cash",
      paymentStatus: "pending",
      subtotal: 1048,
      tax: 94,
      deliveryFee: 0,
      serviceFee: 0,
      tip: 0,
      donation: 0,
      total: 1142,
      totalAmount: 1142,
      user: null,
      summary: { itemCount: 3 },
    });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        menuItemId: shaah.id,
        name: "Shaah",
        quantity: 2,
        unitPrice: 399,
        total: 798,
      }),
      expect.objectContaining({
        menuItemId: sambuus.id,
        name: "Sambuus",
        quantity: 1,
        unitPrice: 250,
        total: 250,
      }),
    ]);
    expect(res.body.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(["received"]);
    // Pickup is ready 20 minutes after it was placed.
    expect(Date.parse(res.body.estimatedReadyAt) - Date.parse(res.body.createdAt)).toBe(20 * 60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/guestTokenHash|guest_token/i);
  });

  it("gives a delivery 15 minutes", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest, { deliveryLocation: "Food court" });
    const res = await guest.get(`/api/orders/${placed.id}`);
    expect(res.body).toMatchObject({ isDelivery: true, deliveryFee: 200, serviceFee: 100, total: 1442 });
    expect(Date.parse(res.body.estimatedReadyAt) - Date.parse(res.body.createdAt)).toBe(15 * 60_000);
  });

  it("another browser gets 404, as for an order that does not exist", async () => {
    const placed = await placeOrder(shop.client());
    expectNotFound(await shop.client().get(`/api/orders/${placed.id}`));
    expectNotFound(await shop.client().get("/api/orders/999999"));
  });

  it("a browser with its own guest orders still cannot see other guests' orders", async () => {
    const mine = shop.client();
    await placeOrder(mine);
    const theirs = await placeOrder(shop.client());
    expectNotFound(await mine.get(`/api/orders/${theirs.id}`));
  });

  it("a forged or tampered guest cookie gets 404", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    const cookie = guest.cookie("guest")!;
    const forged = shop.client();
    forged.setCookie("guest", "forged-value");
    expectNotFound(await forged.get(`/api/orders/${placed.id}`));
    const tampered = shop.client();
    tampered.setCookie("guest", `${cookie.slice(0, -2)}xx`);
    expectNotFound(await tampered.get(`/api/orders/${placed.id}`));
  });

  it("a member reads their own order; another member, a guest and the signed-out browser get 404", async () => {
    const owner = await member();
    const placed = await placeOrder(owner.client);
    const own = await owner.client.get(`/api/orders/${placed.id}`);
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({ username: owner.username, fullName: "Faadumo Nuur" });

    const other = await member();
    expectNotFound(await other.client.get(`/api/orders/${placed.id}`));
    expectNotFound(await shop.client().get(`/api/orders/${placed.id}`));
  });

  it("an admin reads any order, a guest's or a member's", async () => {
    const guestOrder = await placeOrder(shop.client());
    const memberOrder = await placeOrder((await member()).client);
    for (const placed of [guestOrder, memberOrder]) {
      const res = await admin.get(`/api/orders/${placed.id}`);
      expect(res.status).toBe(200);
      expect(res.body.orderNumber).toBe(placed.orderNumber);
    }
  });

  it("an admin whose 2FA check is still pending reads no one's order until the code is given", async () => {
    const pending = shop.client();
    const { user } = await signInAsAdmin(shop, pending);
    await shop.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    const placed = await placeOrder(shop.client());
    const read = await pending.get(`/api/orders/${placed.id}`);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: "Two-factor verification required", code: "twoFactorRequired" });
    expect((await moveTo(pending, placed.id, "in_progress")).status).toBe(403);
    expect((await pending.get("/api/admin/orders")).status).toBe(403);
  });

  it("a valid ?token= opens the order in any browser; a wrong one is 404", async () => {
    const placed = await placeOrder(shop.client());
    const other = await placeOrder(shop.client());
    const stranger = shop.client();
    const ok = await stranger.get(`/api/orders/${placed.id}?token=${placed.trackingToken}`);
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(placed.id);

    const wrong = `${placed.trackingToken.slice(0, -1)}${placed.trackingToken.endsWith("A") ? "B" : "A"}`;
    expectNotFound(await stranger.get(`/api/orders/${placed.id}?token=${wrong}`));
    expectNotFound(await stranger.get(`/api/orders/${placed.id}?token=`));
    expectNotFound(await stranger.get(`/api/orders/${placed.id}?token=short`));
    // One order's link does not open another.
    expectNotFound(await stranger.get(`/api/orders/${other.id}?token=${placed.trackingToken}`));
  });

  it("a member's order also opens with its token, for a member's email link", async () => {
    const owner = await member();
    const placed = await placeOrder(owner.client);
    expect((await shop.client().get(`/api/orders/${placed.id}?token=${placed.trackingToken}`)).status).toBe(
      200,
    );
  });

  it("an id that is not a number, or beyond any row id, is 400 rather than a database error", async () => {
    expect((await admin.get("/api/orders/abc")).status).toBe(400);
    for (const id of ["0", "-1", "2147483648", "3000000000", "99999999999999999999"]) {
      const res = await admin.get(`/api/orders/${id}`);
      expect(res.status, id).toBe(400);
      expect((await moveTo(admin, id as unknown as number, "ready")).status, id).toBe(400);
    }
    expect((await admin.post("/api/email/send-receipt", { orderId: 3_000_000_000 })).status).toBe(400);
    expectNotFound(await admin.get("/api/orders/2147483647"));
  });
});

describe("GET /api/orders/history", () => {
  it("is 401 signed out", async () => {
    const res = await shop.client().get("/api/orders/history");
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(en.notSignedIn);
  });

  it("is empty for a new member", async () => {
    const { client } = await member();
    const res = await client.get("/api/orders/history");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("lists only the member's own orders, newest first, with their lines", async () => {
    const { client, user } = await member();
    const other = await member();
    const guest = shop.client();
    const first = await placeOrder(client);
    await placeOrder(other.client);
    await placeOrder(guest);
    const second = await placeOrder(client, {
      items: [{ id: sambuus.id, quantity: 4 }],
      deliveryLocation: "Gate 2",
    });
    const quick = await client.post("/api/orders", { items: [{ id: shaah.id, quantity: 1 }] });
    expect(quick.status).toBe(201);
    const structured = await client.post("/api/orders/user", {
      items: [{ menuItemId: shaah.id, quantity: 5, unitPrice: 3.99 }],
      customerInfo: { name: "Faadumo Nuur", email: "f@example.com", userId: user.id },
      orderDetails: { isDelivery: false },
    });
    expect(structured.status).toBe(201);

    const res = await client.get("/api/orders/history");
    expect(res.status).toBe(200);
    expect(res.body.map((order: { id: number }) => order.id)).toEqual([
      structured.body.id,
      quick.body.id,
      second.id,
      first.id,
    ]);
    const times = res.body.map((order: { createdAt: string }) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byId = new Map<number, OrderView>(res.body.map((order: OrderView) => [order.id, order]));
    expect(byId.get(second.id)?.items).toEqual([
      expect.objectContaining({ name: "Sambuus", quantity: 4, unitPrice: 250 }),
    ]);
    expect(byId.get(second.id)).toMatchObject({
      isDelivery: true,
      deliveryLocation: "Gate 2",
      total: 1000 + 90 + 300,
    });
    expect(byId.get(first.id)?.items).toHaveLength(2);
    for (const order of res.body) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.statusHistory[0].status).toBe("received");
    }
  });
});

describe("PATCH /api/orders/:id/status", () => {
  it("an admin moves a cash order received → in_progress → ready → completed, and the cash is then paid", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    for (const status of ["in_progress", "ready"]) {
      const res = await moveTo(admin, placed.id, status);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: placed.id,
        status,
        orderStatus: status,
        paymentStatus: "pending",
      });
    }
    const done = await moveTo(admin, placed.id, "completed");
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", paymentStatus: "completed" });
    expect(done.body.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      "received",
      "in_progress",
      "ready",
      "completed",
    ]);
    const times = done.body.statusHistory.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // The guest following the order sees the same thing.
    const seen = await guest.get(`/api/orders/${placed.id}`);
    expect(seen.body).toMatchObject({ status: "completed", paymentStatus: "completed" });
    expect(seen.body.statusHistory).toHaveLength(4);

    // Each change records the admin who made it.
    const rows = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id));
    expect(rows.filter((row) => row.status !== "received").every((row) => row.changedBy !== null)).toBe(true);
  });

  it("an unpaid card order cannot go to the kitchen, only be cancelled", async () => {
    const placed = await placeOrder(shop.client(), { paymentMethod: "card" });
    const refused = await moveTo(admin, placed.id, "in_progress");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/not paid/);
    expect((await admin.get(`/api/orders/${placed.id}`)).body).toMatchObject({
      status: "received",
      paymentStatus: "pending",
    });
    expect((await moveTo(admin, placed.id, "cancelled")).status).toBe(200);
  });

  it.each(["received", "in_progress", "ready"])("an order that is %s can be cancelled", async (from) => {
    const placed = await placeOrder(shop.client());
    const path = ["received", "in_progress", "ready"];
    for (const step of path.slice(1, path.indexOf(from) + 1))
      expect((await moveTo(admin, placed.id, step)).status).toBe(200);
    const res = await moveTo(admin, placed.id, "cancelled");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("cancelled");
    expect(res.body.paymentStatus).toBe("pending");
  });

  it("skipping a step (received → ready) is 409 and changes nothing", async () => {
    const placed = await placeOrder(shop.client());
    const before = await countRows(shop, orderStatusHistory);
    const res = await moveTo(admin, placed.id, "ready");
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(fill(en.invalidTransition, { from: "received", to: "ready" }));
    expect(await countRows(shop, orderStatusHistory)).toBe(before);
    expect((await admin.get(`/api/orders/${placed.id}`)).body.status).toBe("received");
  });

  it("cancelled is final and a completed order only goes back to ready (a recall): otherwise 409", async () => {
    const completed = await placeOrder(shop.client());
    for (const status of ["in_progress", "ready", "completed"]) await moveTo(admin, completed.id, status);
    for (const to of ["cancelled", "in_progress", "received", "completed"]) {
      const res = await moveTo(admin, completed.id, to);
      expect(res.status, to).toBe(409);
      expect(typeof res.body.error).toBe("string");
    }
    const cancelled = await placeOrder(shop.client());
    expect((await moveTo(admin, cancelled.id, "cancelled")).status).toBe(200);
    for (const to of ["received", "in_progress", "cancelled"])
      expect((await moveTo(admin, cancelled.id, to)).status, to).toBe(409);
    expect((await admin.get(`/api/orders/${completed.id}`)).body.statusHistory).toHaveLength(4);
  });

  it("staying put or going back more than one step is 409; one step back (the board's Undo) is allowed", async () => {
    const placed = await placeOrder(shop.client());
    expect((await moveTo(admin, placed.id, "received")).status).toBe(409);
    await moveTo(admin, placed.id, "in_progress");
    await moveTo(admin, placed.id, "ready");
    expect((await moveTo(admin, placed.id, "received")).status).toBe(409);
    expect((await moveTo(admin, placed.id, "in_progress")).status).toBe(200);
  });

  it("an unknown status value is 400", async () => {
    const placed = await placeOrder(shop.client());
    for (const status of ["shipped", "", "RECEIVED", 3, null, undefined]) {
      const res = await moveTo(admin, placed.id, status);
      expect(res.status, String(status)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
  });

  it("a member gets 403, even on their own order; a guest gets 401", async () => {
    const owner = await member();
    const placed = await placeOrder(owner.client);
    const asMember = await moveTo(owner.client, placed.id, "in_progress");
    expect(asMember.status).toBe(403);
    expect(asMember.body.error).toBe(en.forbidden);
    const guest = shop.client();
    const guestOrder = await placeOrder(guest);
    expect((await moveTo(guest, guestOrder.id, "in_progress")).status).toBe(401);
    expect((await moveTo(shop.client(), placed.id, "cancelled")).status).toBe(401);
    expect((await admin.get(`/api/orders/${placed.id}`)).body.status).toBe("received");
  });

  it("an unknown order is 404", async () => {
    expectNotFound(await moveTo(admin, 999_999, "in_progress"));
  });

  it("two admins moving the same order at once: one wins, the other gets 409", async () => {
    const second = shop.client();
    await signInAsAdmin(shop, second);
    const placed = await placeOrder(shop.client());
    const results = await Promise.all([
      moveTo(admin, placed.id, "in_progress"),
      moveTo(second, placed.id, "in_progress"),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const view = await admin.get(`/api/orders/${placed.id}`);
    expect(view.body.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      "received",
      "in_progress",
    ]);
  });
});

describe("GET /api/orders and /api/admin/orders (admin list)", () => {
  const paths = ["/api/orders", "/api/admin/orders"] as const;
  let name: string;
  let email: string;
  let received: Placed;
  let ready: Placed;
  let otherReady: Placed;

  beforeAll(async () => {
    name = `Xaawo ${uniqueName("Listed")}`;
    email = `${uniqueName("xaawo")}@Example.com`;
    received = await placeOrder(shop.client(), { name, email });
    ready = await placeOrder(shop.client(), { name, email });
    otherReady = await placeOrder(shop.client(), { name: "Someone Else" });
    for (const placed of [ready, otherReady]) {
      await moveTo(admin, placed.id, "in_progress");
      await moveTo(admin, placed.id, "ready");
    }
  });

  const ids = (body: { id: number }[]) => body.map((order) => order.id);

  it.each(paths)("%s lists every order for an admin, newest first, with lines", async (path) => {
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([received.id, ready.id, otherReady.id]));
    const listed = ids(res.body);
    expect([...listed].sort((a, b) => b - a)).toEqual(listed);
    expect(res.body.every((order: { items: unknown[] }) => order.items.length > 0)).toBe(true);
  });

  it.each(paths)("%s filters by status; 'all' and '' mean every status", async (path) => {
    const readyOnly = await admin.get(`${path}?status=ready`);
    expect(readyOnly.status).toBe(200);
    expect(readyOnly.body.every((order: { status: string }) => order.status === "ready")).toBe(true);
    expect(ids(readyOnly.body)).toEqual(expect.arrayContaining([ready.id, otherReady.id]));
    expect(ids(readyOnly.body)).not.toContain(received.id);
    for (const all of ["all", ""]) {
      const res = await admin.get(`${path}?status=${all}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(expect.arrayContaining([received.id, ready.id]));
    }
  });

  it.each(paths)("%s searches order number, customer name and email, ignoring case", async (path) => {
    const byNumber = await admin.get(`${path}?search=${ready.orderNumber}`);
    expect(ids(byNumber.body)).toEqual([ready.id]);
    const byName = await admin.get(`${path}?search=${encodeURIComponent(name.toUpperCase().slice(2))}`);
    expect(ids(byName.body).sort()).toEqual([received.id, ready.id].sort());
    const byEmail = await admin.get(`${path}?search=${encodeURIComponent(email.toLowerCase())}`);
    expect(ids(byEmail.body).sort()).toEqual([received.id, ready.id].sort());
    const nothing = await admin.get(`${path}?search=no-such-customer-anywhere`);
    expect(nothing.body).toEqual([]);
  });

  it.each(paths)("%s combines status and search", async (path) => {
    const res = await admin.get(`${path}?status=ready&search=${encodeURIComponent(name)}`);
    expect(ids(res.body)).toEqual([ready.id]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await admin.get("/api/orders?search=%25")).body).toEqual([]);
    expect((await admin.get("/api/orders?search=_")).body).toEqual([]);
  });

  it("an unknown status filter is 400", async () => {
    expect((await admin.get("/api/orders?status=shipped")).status).toBe(400);
  });

  it.each(paths)("%s is 403 for a member and 401 signed out", async (path) => {
    const { client } = await member();
    expect((await client.get(path)).status).toBe(403);
    expect((await shop.client().get(path)).status).toBe(401);
  });
});

describe("POST /api/email/send-receipt", () => {
  /** The receipts asked for, not the confirmation every order gets when placed. */
  async function receiptsFor(orderNumber: string) {
    return shop.database.db
      .select()
      .from(outbox)
      .where(
        or(
          like(outbox.subject, `Your receipt for order ${orderNumber}`),
          like(outbox.subject, `Rasiidka dalabka ${orderNumber}`),
        ),
      );
  }

  it("stores the receipt in the outbox, with the order number in the subject and the totals", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest, {
      tipAmount: "2",
      donateToMosque: true,
      email: "Receipt@Example.com",
    });
    const elsewhere = await guest.post("/api/email/send-receipt", {
      orderId: placed.id,
      email: "stranger@example.com",
    });
    expect(elsewhere.status).toBe(403);
    const res = await guest.post("/api/email/send-receipt", {
      orderId: placed.id,
      email: "Receipt@Example.com",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const [mail, ...more] = await receiptsFor(placed.orderNumber);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: "receipt@example.com",
      subject: `Your receipt for order ${placed.orderNumber}`,
      language: "en",
      status: "stored",
    });
    // 10.48 + 0.94 + 2 tip + 5 donation = 18.42
    for (const text of ["$10.48", "$0.94", "$2.00", "$5.00", "$18.42", "Shaah", "Sambuus"]) {
      expect(mail!.textBody).toContain(text);
      expect(mail!.htmlBody).toContain(text);
    }
    expect(mail!.textBody).toContain(`/track/${placed.id}?token=${placed.trackingToken}`);
  });

  it("writes in Somali when the shop is read in Somali", async () => {
    const guest = shop.client();
    guest.language = "so";
    const placed = await placeOrder(guest);
    const res = await guest.post("/api/email/send-receipt", {
      orderId: placed.id,
      email: "hodan@example.com",
    });
    expect(res.status).toBe(200);
    const [mail] = await receiptsFor(placed.orderNumber);
    expect(mail).toMatchObject({ language: "so", subject: `Rasiidka dalabka ${placed.orderNumber}` });
    expect(mail!.textBody).toContain("Wadarta");
  });

  it("sends to the order's email when none is given", async () => {
    const owner = await member();
    const placed = await placeOrder(owner.client, { email: "owner-copy@example.com" });
    expect((await owner.client.post("/api/email/send-receipt", { orderId: placed.id })).status).toBe(200);
    const [mail] = await receiptsFor(placed.orderNumber);
    expect(mail!.recipient).toBe("owner-copy@example.com");
  });

  it("works with the order's tracking token, and for an admin", async () => {
    const placed = await placeOrder(shop.client());
    const withToken = await shop
      .client()
      .post("/api/email/send-receipt", { orderId: placed.id, token: placed.trackingToken });
    expect(withToken.status).toBe(200);
    expect((await admin.post("/api/email/send-receipt", { orderId: placed.id })).status).toBe(200);
    expect(await receiptsFor(placed.orderNumber)).toHaveLength(2);
  });

  it("a stranger gets 404 and nothing is sent", async () => {
    const placed = await placeOrder(shop.client());
    const stranger = await member();
    const before = await countRows(shop, outbox);
    expectNotFound(
      await shop.client().post("/api/email/send-receipt", { orderId: placed.id, email: "spam@example.com" }),
    );
    expectNotFound(
      await stranger.client.post("/api/email/send-receipt", { orderId: placed.id, token: "wrong" }),
    );
    expectNotFound(await shop.client().post("/api/email/send-receipt", { orderId: 999_999 }));
    expect(await countRows(shop, outbox)).toBe(before);
    expect(
      await shop.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, "spam@example.com"))),
    ).toEqual([]);
  });

  it("an invalid email or order id is 400", async () => {
    const guest = shop.client();
    const placed = await placeOrder(guest);
    expect((await guest.post("/api/email/send-receipt", { orderId: placed.id, email: "nope" })).status).toBe(
      400,
    );
    expect((await guest.post("/api/email/send-receipt", { orderId: "abc" })).status).toBe(400);
    expect((await guest.post("/api/email/send-receipt", {})).status).toBe(400);
  });
});
