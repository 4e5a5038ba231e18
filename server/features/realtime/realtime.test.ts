import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "../../../contract/realtime.ts";
import { SOCKET_LIMITS } from "../../../contract/realtime.ts";
import { type MenuItemRow, outbox } from "../../db/schema/index.ts";
import {
  addMenuItems,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";
import { isOrderUpdate, listen, openSocket, type TestSocket } from "./socket-test-kit.ts";

/**
 * The live channel over real sockets: who hears of what (nobody learns of an order that is not theirs),
 * what the socket refuses, and the member's preferences.
 */

const shop = useTestShop();
let origin: string;
let admin: TestClient;
let shaah: MenuItemRow;

beforeAll(async () => {
  origin = await listen(shop.app);
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

async function placeOrder(client: TestClient, email = "hodan@example.com"): Promise<Placed> {
  const res = await client.post("/api/orders/simple", {
    name: "Hodan Cali",
    email,
    items: [{ id: shaah.id, name: "Shaah", price: 3.99, quantity: 2 }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function moveTo(id: number, status: string) {
  const res = await admin.patch(`/api/orders/${id}/status`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function member(fields: Record<string, unknown> = {}) {
  const client = shop.client();
  const username = uniqueName("ayaan");
  const email = `${username}@example.com`;
  const signed = await signUp(client, { username, email, ...fields });
  return { client, email, id: signed.user.id as number };
}

const aboutOrder = (orderId: number) => (message: ServerMessage) =>
  (message.type === "order_update" && message.data.orderId === orderId) ||
  (message.type === "order_created" && message.data.id === orderId);

describe("who hears of an order", () => {
  it("a member hears their own order and points, never another member's", async () => {
    const ayaan = await member();
    const other = await member();
    const socket = await openSocket(origin, ayaan.client);
    const otherOrder = await placeOrder(other.client);
    const own = await placeOrder(ayaan.client);
    const pending = await socket.next((m) => m.type === "points_update");
    expect(pending.data).toMatchObject({ type: "earn", reason: "purchase" });
    await moveTo(otherOrder.id, "in_progress");
    await moveTo(own.id, "in_progress");
    const update = await socket.next(isOrderUpdate(own.id, "in_progress"));
    expect(update.data).toMatchObject({ orderNumber: own.orderNumber, paymentStatus: "pending" });
    await moveTo(own.id, "ready");
    await moveTo(own.id, "completed");
    const earned = await socket.next((m) => m.type === "points_update" && m.data.message.includes("earned"));
    expect(earned.data).toMatchObject({
      type: "earn",
      reason: "purchase",
      points: (pending.data as { points: number }).points,
    });
    await socket.next(isOrderUpdate(own.id, "completed"));
    // Events arrive in order: had the other order's news been sent here, it would be here by now.
    expect(socket.messages.filter(aboutOrder(otherOrder.id))).toEqual([]);
    socket.close();
  });

  it("a guest browser hears the orders it placed, and an order whose tracking token it shows", async () => {
    const guest = shop.client();
    const stranger = shop.client();
    const elsewhere = shop.client();
    const mine = await placeOrder(guest);
    const theirs = await placeOrder(stranger);
    const linked = await placeOrder(elsewhere);
    const socket = await openSocket(origin, guest);
    socket.send({ type: "track", data: { orderId: linked.id, token: linked.trackingToken } });
    socket.send({ type: "track", data: { orderId: theirs.id, token: linked.trackingToken } });
    // The track messages are read before the next change is published (one connection, in order).
    await new Promise((resolve) => setTimeout(resolve, 100));
    await moveTo(theirs.id, "in_progress");
    await moveTo(linked.id, "in_progress");
    await moveTo(mine.id, "in_progress");
    await socket.next(isOrderUpdate(linked.id, "in_progress"));
    await socket.next(isOrderUpdate(mine.id, "in_progress"));
    expect(socket.messages.filter(aboutOrder(theirs.id))).toEqual([]);
    socket.close();
  });

  it("the spec's userId and role query parameters grant nothing", async () => {
    const victim = await member();
    const order = await placeOrder(victim.client);
    const socket = await openSocket(origin, undefined, { query: `userId=${victim.id}&role=admin` });
    await moveTo(order.id, "in_progress");
    const watcher = await openSocket(origin, admin);
    await moveTo(order.id, "ready");
    await watcher.next(isOrderUpdate(order.id, "ready"));
    expect(socket.messages).toEqual([]);
    socket.close();
    watcher.close();
  });

  it("admins hear every order: a new cash order whole, then its updates", async () => {
    const socket = await openSocket(origin, admin);
    const order = await placeOrder(shop.client());
    const created = await socket.next((m) => m.type === "order_created" && m.data.id === order.id);
    expect(created.data).toMatchObject({ orderNumber: order.orderNumber, status: "received" });
    await moveTo(order.id, "cancelled");
    await socket.next(isOrderUpdate(order.id, "cancelled"));
    socket.close();
  });
});

describe("what the socket refuses", () => {
  it("refuses an upgrade from another site's page", async () => {
    await expect(openSocket(origin, admin, { origin: "https://evil.example" })).rejects.toThrow(/403/);
  });

  it("closes a client that sends too much, or too fast", async () => {
    const big = await openSocket(origin);
    big.send("x".repeat(SOCKET_LIMITS.maxMessageBytes + 1));
    expect(await big.closed).toBe(1009);
    const flood = await openSocket(origin);
    for (let i = 0; i <= SOCKET_LIMITS.maxMessagesPerSecond; i++) flood.send({ type: "pong" });
    expect(await flood.closed).toBe(1008);
    const odd = await openSocket(origin);
    odd.send({ type: "subscribe", data: { all: true } });
    expect(await odd.closed).toBe(1008);
  });
});

const readyMails = (to: string) =>
  shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), like(outbox.subject, "%is ready")));

describe("the ready email", () => {
  it("goes to a guest in the language they ordered in, and to a member with updates on", async () => {
    const guest = shop.client();
    guest.language = "so";
    const order = await placeOrder(guest, "guest-ready@example.com");
    await moveTo(order.id, "in_progress");
    await moveTo(order.id, "ready");
    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, "guest-ready@example.com"), like(outbox.subject, "%diyaar")));
    expect(mail).toMatchObject({ language: "so", subject: `Dalabkaaga ${order.orderNumber} waa diyaar` });
    const ayaan = await member();
    const own = await placeOrder(ayaan.client);
    await moveTo(own.id, "in_progress");
    await moveTo(own.id, "ready");
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, ayaan.email));
    expect(mails.map((m) => m.subject)).toContain(`Your order ${own.orderNumber} is ready`);
  });
});

describe("preferences", () => {
  it("order and points updates off: no pushes, and no ready email", async () => {
    const quiet = await member();
    const off = { receiveOrderUpdates: false, receivePointsUpdates: false };
    expect((await quiet.client.patch("/api/user/preferences", off)).status).toBe(200);
    const socket: TestSocket = await openSocket(origin, quiet.client);
    const order = await placeOrder(quiet.client);
    await moveTo(order.id, "in_progress");
    await moveTo(order.id, "ready");
    // A second socket of the same member, with updates on again, proves the events were published.
    expect((await quiet.client.patch("/api/user/preferences", { receiveOrderUpdates: true })).status).toBe(
      200,
    );
    await moveTo(order.id, "completed");
    await socket.next(isOrderUpdate(order.id, "completed"));
    expect(socket.messages.filter((m) => m.type !== "order_update" || m.data.status !== "completed")).toEqual(
      [],
    );
    expect(await readyMails(quiet.email)).toEqual([]);
    socket.close();
  });
});

describe("how many sockets one client may hold", () => {
  it("refuses the 11th socket of one session with 429, and takes a new one once one closes", async () => {
    const member = shop.client();
    await signUp(member);
    const open: TestSocket[] = [];
    for (let n = 1; n <= SOCKET_LIMITS.maxPerSession; n++) open.push(await openSocket(origin, member));
    await expect(openSocket(origin, member)).rejects.toThrow("upgrade refused: 429");
    open[0]!.close();
    await open[0]!.closed;
    open[0] = await openedOnceFreed(() => openSocket(origin, member));
    for (const socket of open) socket.close();
    await Promise.all(open.map((socket) => socket.closed));
  });

  it("refuses sockets past the cap of one address with 429", async () => {
    const open: TestSocket[] = [];
    for (let n = 1; n <= SOCKET_LIMITS.maxPerAddress; n++) open.push(await openSocket(origin));
    await expect(openSocket(origin)).rejects.toThrow("upgrade refused: 429");
    for (const socket of open) socket.close();
    await Promise.all(open.map((socket) => socket.closed));
    const again = await openedOnceFreed(() => openSocket(origin));
    again.close();
  });
});

/** The server frees a place when it sees the socket close, a moment after the client does: try until it has. */
async function openedOnceFreed(open: () => Promise<TestSocket>): Promise<TestSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
