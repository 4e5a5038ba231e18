import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PICKUP_LOCATION } from "../../../contract/order-status.ts";
import type { PlacedOrder } from "../../../contract/order-views.ts";
import { type OrderTotals, orderTotals } from "../../../contract/pricing.ts";
import {
  type MenuItemRow,
  menuItems,
  orderItems,
  orderStatusHistory,
  orders,
} from "../../db/schema/index.ts";
import {
  addMenuItems,
  countRows,
  messages,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";
import { addOptionGroup } from "../../test/kits/options-kit.ts";
import { invalidateMenu } from "../menu/public.ts";

/**
 * Placing orders (docs/api.md): every payload shape, the money the server charges,
 * and every refusal. Reading, status and receipts are in orders-tracking.test.ts.
 */

let shaah: MenuItemRow; // $3.99
let sambuus: MenuItemRow; // $2.50
let bariis: MenuItemRow; // $12.99
let halwo: MenuItemRow; // $3.50, not available
let boom: MenuItemRow; // makes the order_items insert fail (see "one transaction")

const shop = useTestShop();
beforeAll(async () => {
  [shaah, sambuus, bariis, halwo, boom] = (await addMenuItems(shop, [
    { name: "Shaah", nameSo: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Sambuus", nameSo: "Sambuus", priceCents: 250, category: "snacks" },
    { name: "Bariis iyo Hilib", priceCents: 1299, category: "lunch" },
    { name: "Halwo", priceCents: 350, category: "desserts", isAvailable: false },
    { name: "Boom test item", priceCents: 100, category: "specials" },
  ])) as [MenuItemRow, MenuItemRow, MenuItemRow, MenuItemRow, MenuItemRow];
  // Free choices named as the specification's clients send them (by name, not id).
  await addOptionGroup(shop, shaah.id, {
    name: "Extras",
    min: 0,
    max: 2,
    choices: [{ name: "extra cardamom" }, { name: "hot" }],
  });
});

const storedNames = (options: unknown[]) => options.map((option) => (option as { name: string }).name);

const en = messages.en;
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

const dollars = (amount: number) => Number((amount / 100).toFixed(2));

function totalsFor(
  lines: { item: MenuItemRow; quantity: number }[],
  isDelivery: boolean,
  extras: { tipCents?: number; donationCents?: number } = {},
): OrderTotals {
  return orderTotals({
    lines: lines.map((line) => ({ unitPriceCents: line.item.priceCents, quantity: line.quantity })),
    isDelivery,
    ...extras,
  });
}

/** The spec's cash checkout line: the whole cart item, with its price in dollars. */
const cartLine = (item: MenuItemRow, quantity: number) => ({
  id: item.id,
  name: item.name,
  price: item.priceCents / 100,
  quantity,
  category: item.category,
});

function simpleBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Hodan Cali",
    email: "hodan@example.com",
    phone: "6125550100",
    items: [cartLine(shaah, 2), cartLine(sambuus, 1)],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    ...overrides,
  };
}

function structuredBody(
  overrides: { items?: unknown[]; customerInfo?: object; orderDetails?: object; [key: string]: unknown } = {},
) {
  const { customerInfo, orderDetails, ...rest } = overrides;
  return {
    items: [
      { menuItemId: bariis.id, quantity: 1, unitPrice: 12.99, options: [] },
      { menuItemId: shaah.id, quantity: 1, unitPrice: 3.99, options: ["extra cardamom"] },
    ],
    customerInfo: { name: "Ayaan Maxamed", email: "ayaan@example.com", phone: "6125550111", ...customerInfo },
    orderDetails: { isDelivery: false, deliveryLocation: "pickup", paymentMethod: "cash", ...orderDetails },
    ...rest,
  };
}

async function storedOrder(id: number) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  const lines = await shop.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.id);
  const history = await shop.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id));
  return { row: row!, lines, history };
}

function expectStoredTotals(row: typeof orders.$inferSelect, totals: OrderTotals) {
  expect({
    subtotal: row.subtotalCents,
    discount: row.discountCents,
    tax: row.taxCents,
    deliveryFee: row.deliveryFeeCents,
    serviceFee: row.serviceFeeCents,
    tip: row.tipCents,
    donation: row.donationCents,
    total: row.totalCents,
  }).toEqual(totals);
}

function expectPlacedAnswer(body: PlacedOrder, paymentRequired = false) {
  expect(body).toMatchObject({ paymentRequired });
  expect(Number.isInteger(body.id)).toBe(true);
  expect(body.orderId).toBe(body.id);
  expect(body.orderNumber).toMatch(/^SS-\d{4,}$/);
  expect(Number(body.orderNumber.slice(3))).toBeGreaterThanOrEqual(1001);
  expect(typeof body.trackingToken).toBe("string");
  expect(body.trackingToken.length).toBeGreaterThanOrEqual(20);
  expect(Number.isInteger(body.total)).toBe(true);
}

async function member(fields: Record<string, unknown> = {}) {
  const client = shop.client();
  const username = uniqueName("sahra");
  const signed = await signUp(client, {
    username,
    fullName: "Sahra Xuseen",
    email: `${username}@example.com`,
    phone: "6125550123",
    ...fields,
  });
  return { client, ...signed };
}

const tables = [orders, orderItems, orderStatusHistory] as const;
async function rowCounts() {
  return Promise.all(tables.map((table) => countRows(shop, table)));
}

/** Runs a request that must fail and checks it wrote nothing: no order, no line, no history. */
async function refused(request: () => ReturnType<TestClient["request"]>) {
  const before = await rowCounts();
  const response = await request();
  expect(await rowCounts()).toEqual(before);
  expect(typeof response.body?.error).toBe("string");
  expect(response.body.error.length).toBeGreaterThan(0);
  return response;
}

describe("POST /api/orders/simple (guest, pickup, cash)", () => {
  it("places the order and answers id, orderId, orderNumber, paymentRequired false and a tracking token", async () => {
    const guest = shop.client();
    const res = await guest.post("/api/orders/simple", simpleBody({ totalAmount: 11.42 }));
    expect(res.status).toBe(201);
    expectPlacedAnswer(res.body, false);
    // 2 × 3.99 + 2.50 = 10.48; tax 10.48 × 8.975% = 0.94058 → 0.94; total 11.42
    expect(res.body.total).toBe(1142);
    expect(guest.cookie("guest")).toBeTruthy();

    const { row, lines, history } = await storedOrder(res.body.id);
    expect(row).toMatchObject({
      orderNumber: res.body.orderNumber,
      userId: null,
      status: "received",
      paymentMethod: "cash",
      paymentStatus: "pending",
      customerName: "Hodan Cali",
      customerEmail: "hodan@example.com",
      customerPhone: "6125550100",
      isDelivery: false,
      deliveryLocation: PICKUP_LOCATION,
    });
    expect(row.guestTokenHash).toBeTruthy();
    expectStoredTotals(row, {
      subtotal: 1048,
      discount: 0,
      tax: 94,
      deliveryFee: 0,
      serviceFee: 0,
      tip: 0,
      donation: 0,
      total: 1142,
    });
    expect(lines.map((line) => [line.menuItemId, line.name, line.unitPriceCents, line.quantity])).toEqual([
      [shaah.id, "Shaah", 399, 2],
      [sambuus.id, "Sambuus", 250, 1],
    ]);
    expect(history.map((entry) => entry.status)).toEqual(["received"]);
  });

  it("records a pickup as 'Pickup at store' whatever pickup spelling arrives", async () => {
    for (const deliveryLocation of [undefined, "", "pickup", "Pickup", "Pickup at store", "pick-up"]) {
      const res = await shop.client().post("/api/orders/simple", simpleBody({ deliveryLocation }));
      expect(res.status, String(deliveryLocation)).toBe(201);
      const { row } = await storedOrder(res.body.id);
      expect(row.isDelivery).toBe(false);
      expect(row.deliveryLocation).toBe(PICKUP_LOCATION);
      expect(row.deliveryFeeCents + row.serviceFeeCents).toBe(0);
    }
  });

  it("answers paymentRequired true for a card order and leaves its payment pending", async () => {
    const res = await shop.client().post("/api/orders/simple", simpleBody({ paymentMethod: "card" }));
    expect(res.status).toBe(201);
    expectPlacedAnswer(res.body, true);
    const { row } = await storedOrder(res.body.id);
    expect(row).toMatchObject({ paymentMethod: "card", paymentStatus: "pending" });
  });

  it("defaults to cash when no payment method is sent", async () => {
    const res = await shop.client().post("/api/orders/simple", simpleBody({ paymentMethod: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.paymentRequired).toBe(false);
    expect((await storedOrder(res.body.id)).row.paymentMethod).toBe("cash");
  });

  it("gives every order its own number, also when many arrive at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => shop.client().post("/api/orders/simple", simpleBody())),
    );
    for (const res of responses) expect(res.status).toBe(201);
    const numbers = responses.map((res) => res.body.orderNumber as string);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(/^SS-\d{4,}$/);
  });

  it("a member ordering through it owns the order", async () => {
    const { client, user } = await member();
    const res = await client.post("/api/orders/simple", simpleBody());
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expect(row.userId).toBe(user.id);
    expect(row.guestTokenHash).toBeNull();
  });
});

describe("POST /api/orders/guest", () => {
  it("cash checkout shape, in-mall delivery with a $2 tip and the default $5 donation", async () => {
    const guest = shop.client();
    const lines = [
      { item: bariis, quantity: 1 },
      { item: sambuus, quantity: 2 },
    ];
    const totals = totalsFor(lines, true, { tipCents: 200, donationCents: 500 });
    // 12.99 + 5.00 = 17.99; tax 1.6146… → 1.61; + 2 + 1 + 2 tip + 5 donation = 29.60
    expect(totals.total).toBe(2960);
    const res = await guest.post("/api/orders/guest", {
      name: "Hodan Cali",
      email: "Hodan@Example.com",
      phone: "6125550100",
      deliveryLocation: "Food court, table 4",
      deliveryNotes: "Blue scarf",
      paymentMethod: "cash",
      items: lines.map((line) => cartLine(line.item, line.quantity)),
      subtotal: 17.99,
      salesTax: 1.61,
      serviceFee: 0,
      totalAmount: 29.6,
      finalTotal: 29.6,
      tipAmount: "2",
      donateToMosque: true,
      acceptEmailMarketing: true,
      acceptSmsMarketing: false,
    });
    expect(res.status).toBe(201);
    expectPlacedAnswer(res.body);
    expect(res.body.total).toBe(2960);
    const { row } = await storedOrder(res.body.id);
    expectStoredTotals(row, totals);
    expect(row).toMatchObject({
      isDelivery: true,
      deliveryLocation: "Food court, table 4",
      deliveryNotes: "Blue scarf",
      customerEmail: "hodan@example.com",
      acceptEmailMarketing: true,
      acceptSmsMarketing: false,
      userId: null,
    });
  });

  it("structured shape, pickup, with a custom tip and a chosen donation", async () => {
    const lines = [
      { item: bariis, quantity: 1 },
      { item: shaah, quantity: 1 },
    ];
    const totals = totalsFor(lines, false, { tipCents: 350, donationCents: 700 });
    const res = await shop.client().post(
      "/api/orders/guest",
      structuredBody({
        orderDetails: { total: dollars(totals.total) },
        tipAmount: "custom",
        customTipAmount: 3.5,
        donateToMosque: true,
        donationAmount: 7,
      }),
    );
    expect(res.status).toBe(201);
    expectPlacedAnswer(res.body);
    const { row, lines: stored } = await storedOrder(res.body.id);
    expectStoredTotals(row, totals);
    expect(row.isDelivery).toBe(false);
    expect(row.deliveryLocation).toBe(PICKUP_LOCATION);
    expect(stored.map((line) => storedNames(line.options))).toEqual([[], ["extra cardamom"]]);
  });

  it("structured shape, in-mall delivery with a $5 tip", async () => {
    const lines = [
      { item: bariis, quantity: 1 },
      { item: shaah, quantity: 1 },
    ];
    const totals = totalsFor(lines, true, { tipCents: 500 });
    const res = await shop.client().post(
      "/api/orders/guest",
      structuredBody({
        orderDetails: {
          isDelivery: true,
          deliveryLocation: "Gate 3, shop 12",
          deliveryNotes: "Ring twice",
          total: dollars(totals.total),
          subtotal: 16.98,
          salesTax: 1.52,
          mallDeliveryFee: 2,
          serviceCharge: 1,
          paymentStatus: "completed",
        },
        tipAmount: "5",
      }),
    );
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expectStoredTotals(row, totals);
    expect(row).toMatchObject({
      isDelivery: true,
      deliveryLocation: "Gate 3, shop 12",
      deliveryNotes: "Ring twice",
      deliveryFeeCents: 200,
      serviceFeeCents: 100,
      // A client cannot declare its own order paid.
      paymentStatus: "pending",
    });
  });

  it("never gives a guest's order to the member named in customerInfo.userId", async () => {
    const victim = await member();
    const res = await shop
      .client()
      .post("/api/orders/guest", structuredBody({ customerInfo: { userId: victim.user.id } }));
    expect(res.status).toBe(201);
    expect((await storedOrder(res.body.id)).row.userId).toBeNull();
    const history = await victim.client.get("/api/orders/history");
    expect(history.body.map((order: { id: number }) => order.id)).not.toContain(res.body.id);
  });

  it("tip 'none' and no donation add nothing", async () => {
    const res = await shop
      .client()
      .post("/api/orders/guest", simpleBody({ tipAmount: "none", donateToMosque: false, donationAmount: 9 }));
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expect([row.tipCents, row.donationCents]).toEqual([0, 0]);
    expect(row.totalCents).toBe(1142);
  });
});

describe("POST /api/orders/user (signed in)", () => {
  it("is 401 signed out, whatever the body", async () => {
    const guest = shop.client();
    for (const body of [simpleBody(), structuredBody(), {}]) {
      const res = await refused(() => guest.post("/api/orders/user", body));
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(en.notSignedIn);
    }
  });

  it("cash checkout shape, pickup: the member owns the order", async () => {
    const { client, user } = await member();
    const res = await client.post("/api/orders/user", simpleBody({ totalAmount: 11.42, finalTotal: 11.42 }));
    expect(res.status).toBe(201);
    expectPlacedAnswer(res.body);
    const { row } = await storedOrder(res.body.id);
    expect(row).toMatchObject({ userId: user.id, guestTokenHash: null, totalCents: 1142, isDelivery: false });
  });

  it("structured shape, delivery, tip and donation", async () => {
    const { client, user } = await member();
    const lines = [
      { item: bariis, quantity: 1 },
      { item: shaah, quantity: 1 },
    ];
    const totals = totalsFor(lines, true, { tipCents: 100, donationCents: 1000 });
    const res = await client.post(
      "/api/orders/user",
      structuredBody({
        customerInfo: { userId: user.id },
        orderDetails: {
          isDelivery: true,
          deliveryLocation: "Level 2, phone repair shop",
          total: dollars(totals.total),
        },
        tipAmount: "1",
        donateToMosque: true,
        donationAmount: 10,
      }),
    );
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expectStoredTotals(row, totals);
    expect(row.userId).toBe(user.id);
  });
});

describe("POST /api/orders (quick checkout)", () => {
  it("is 401 signed out", async () => {
    const res = await refused(() =>
      shop.client().post("/api/orders", { items: [{ id: shaah.id, quantity: 1 }] }),
    );
    expect(res.status).toBe(401);
  });

  it("without an address: pickup, with the member's own name, email and phone", async () => {
    const { client, user, username } = await member();
    const res = await client.post("/api/orders", {
      items: [{ id: shaah.id, name: "Shaah", price: 3.99, quantity: 3 }],
      subtotal: 11.97,
      tax: 1.07,
      serviceFee: 1,
      paymentMethod: "cash",
    });
    expect(res.status).toBe(201);
    expectPlacedAnswer(res.body);
    const { row } = await storedOrder(res.body.id);
    expect(row).toMatchObject({
      userId: user.id,
      customerName: "Sahra Xuseen",
      customerEmail: `${username}@example.com`,
      customerPhone: "6125550123",
      isDelivery: false,
      deliveryLocation: PICKUP_LOCATION,
    });
    expectStoredTotals(row, totalsFor([{ item: shaah, quantity: 3 }], false));
  });

  it("with a saved address: in-mall delivery there, fees included", async () => {
    const { client, user } = await member();
    const address = await client.post("/api/user/addresses", {
      label: "Work",
      street: "Shop 12, Karmel Mall",
    });
    expect(address.status).toBe(201);
    const totals = totalsFor([{ item: sambuus, quantity: 4 }], true);
    const res = await client.post("/api/orders", {
      items: [{ menuItemId: sambuus.id, quantity: 4 }],
      addressId: address.body.id,
      deliveryInstructions: "Back door",
      customerName: "Sahra X.",
      paymentMethod: "cash",
      total: dollars(totals.total),
    });
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expectStoredTotals(row, totals);
    expect(row).toMatchObject({
      userId: user.id,
      isDelivery: true,
      deliveryLocation: "Work, Shop 12, Karmel Mall",
      deliveryNotes: "Back door",
      customerName: "Sahra X.",
    });
  });

  it("delivers to a saved address whose name starts like a pickup, at the total the dialog showed", async () => {
    const { client } = await member();
    const address = await client.post("/api/user/addresses", {
      label: "Pick-up corner",
      street: "Food court",
    });
    const totals = totalsFor([{ item: shaah, quantity: 1 }], true);
    const res = await client.post("/api/orders", {
      items: [{ id: shaah.id, quantity: 1 }],
      addressId: address.body.id,
      total: dollars(totals.total),
    });
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expectStoredTotals(row, totals);
    expect(row).toMatchObject({ isDelivery: true, deliveryLocation: "Pick-up corner, Food court" });
  });

  it("keeps a preset or custom tip, and takes no donation or marketing consent", async () => {
    const { client } = await member();
    const preset = await client.post("/api/orders", {
      items: [{ id: shaah.id, quantity: 1 }],
      paymentMethod: "cash",
      tipAmount: "2",
    });
    expect(preset.status).toBe(201);
    expect((await storedOrder(preset.body.id)).row).toMatchObject({
      tipCents: 200,
      donationCents: 0,
      acceptEmailMarketing: false,
      acceptSmsMarketing: false,
    });
    const custom = await client.post("/api/orders", {
      items: [{ id: shaah.id, quantity: 1 }],
      paymentMethod: "cash",
      tipAmount: "custom",
      customTipAmount: 3.5,
    });
    expect(custom.status).toBe(201);
    expect((await storedOrder(custom.body.id)).row.tipCents).toBe(350);
  });

  it("with a typed delivery address and a card: delivery, payment required", async () => {
    const { client } = await member();
    const res = await client.post("/api/orders", {
      items: [{ id: bariis.id, quantity: 1 }],
      deliveryAddress: "Food court, table 9",
      paymentMethod: "card",
    });
    expect(res.status).toBe(201);
    expect(res.body.paymentRequired).toBe(true);
    const { row } = await storedOrder(res.body.id);
    expect(row).toMatchObject({
      isDelivery: true,
      deliveryLocation: "Food court, table 9",
      totalCents: 1299 + 117 + 300,
    });
  });

  it("refuses another member's saved address", async () => {
    const other = await member();
    const theirs = await other.client.post("/api/user/addresses", { label: "Home", street: "Elsewhere 1" });
    const { client } = await member();
    const res = await refused(() =>
      client.post("/api/orders", { items: [{ id: shaah.id, quantity: 1 }], addressId: theirs.body.id }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.quickCheckoutNeedsAddress);
  });

  it("ignores the userId in the body: the order is the signed-in member's", async () => {
    const victim = await member();
    const { client, user } = await member();
    const res = await client.post("/api/orders", {
      items: [{ id: shaah.id, quantity: 1 }],
      userId: victim.user.id,
    });
    expect(res.status).toBe(201);
    expect((await storedOrder(res.body.id)).row.userId).toBe(user.id);
  });

  it("asks for an email when the member has none and sends none", async () => {
    const { client } = await member({ email: undefined });
    const res = await refused(() => client.post("/api/orders", { items: [{ id: shaah.id, quantity: 1 }] }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.validEmailRequired);
  });
});

describe("money comes from the database", () => {
  it("ignores a tampered line price: $0.01 is still charged the menu price", async () => {
    const res = await shop.client().post("/api/orders/simple", {
      ...simpleBody(),
      items: [{ id: bariis.id, name: "Bariis iyo Hilib", price: 0.01, quantity: 2, category: "lunch" }],
    });
    expect(res.status).toBe(201);
    const { row, lines } = await storedOrder(res.body.id);
    expect(lines[0]).toMatchObject({ unitPriceCents: 1299, quantity: 2 });
    expectStoredTotals(row, totalsFor([{ item: bariis, quantity: 2 }], false));
    expect(res.body.total).toBe(2598 + 233);
  });

  it("ignores tampered unit prices, subtotal, tax and fees in the structured shape", async () => {
    const res = await shop.client().post(
      "/api/orders/guest",
      structuredBody({
        items: [{ menuItemId: bariis.id, quantity: 1, unitPrice: 0 }],
        orderDetails: {
          isDelivery: true,
          deliveryLocation: "Gate 1",
          subtotal: 0,
          salesTax: 0,
          mallDeliveryFee: 0,
          serviceCharge: 0,
        },
      }),
    );
    expect(res.status).toBe(201);
    expectStoredTotals(
      (await storedOrder(res.body.id)).row,
      totalsFor([{ item: bariis, quantity: 1 }], true),
    );
  });

  it("ignores the quick checkout's subtotal, tax and service fee", async () => {
    const { client } = await member();
    const res = await client.post("/api/orders", {
      items: [{ id: bariis.id, price: 0.01, quantity: 1 }],
      subtotal: 0.01,
      tax: 0,
      serviceFee: 0,
    });
    expect(res.status).toBe(201);
    expect((await storedOrder(res.body.id)).row.totalCents).toBe(1299 + 117);
  });

  it("charges the half-up tax: $20.00 of sambuus is taxed $1.80 (exactly 1.795)", async () => {
    const res = await shop
      .client()
      .post("/api/orders/simple", simpleBody({ items: [cartLine(sambuus, 8)], totalAmount: 21.8 }));
    expect(res.status).toBe(201);
    const { row } = await storedOrder(res.body.id);
    expect([row.subtotalCents, row.taxCents, row.totalCents]).toEqual([2000, 180, 2180]);
  });

  it("accepts a client total one cent off either way", async () => {
    for (const total of [11.41, 11.42, 11.43, "11.43"]) {
      const res = await shop.client().post("/api/orders/simple", simpleBody({ totalAmount: total }));
      expect(res.status, String(total)).toBe(201);
      expect(res.body.total).toBe(1142);
    }
  });

  it.each([
    ["two cents over", 11.44],
    ["two cents under", 11.4],
    ["the tampered price", 0.02],
    ["the subtotal without tax", 10.48],
  ])("refuses a client total %s with 409, telling the new total", async (_, total) => {
    const res = await refused(() =>
      shop.client().post("/api/orders/simple", simpleBody({ totalAmount: total })),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(fill(en.pricesChanged, { total: "$11.42" }));
  });

  it("compares finalTotal before totalAmount in the cash checkout shape", async () => {
    const refusedRes = await refused(() =>
      shop.client().post("/api/orders/guest", simpleBody({ totalAmount: 11.42, finalTotal: 5 })),
    );
    expect(refusedRes.status).toBe(409);
    const ok = await shop
      .client()
      .post("/api/orders/guest", simpleBody({ totalAmount: 5, finalTotal: 11.42 }));
    expect(ok.status).toBe(201);
  });

  it("refuses an off total in the structured shape and in quick checkout too", async () => {
    const structured = await refused(() =>
      shop.client().post("/api/orders/guest", structuredBody({ orderDetails: { total: 1 } })),
    );
    expect(structured.status).toBe(409);
    const { client } = await member();
    const quick = await refused(() =>
      client.post("/api/orders", { items: [{ id: shaah.id, quantity: 1 }], total: 3.99 }),
    );
    expect(quick.status).toBe(409);
    expect(quick.body.error).toBe(fill(en.pricesChanged, { total: "$4.35" }));
  });

  it("counts tip, donation and delivery in the total it compares", async () => {
    // 10.48 + 0.94 + 2 + 1 + 1 tip + 5 donation = 20.42
    const body = simpleBody({
      deliveryLocation: "Food court",
      tipAmount: "1",
      donateToMosque: true,
      finalTotal: 20.42,
    });
    expect((await shop.client().post("/api/orders/guest", body)).status).toBe(201);
    const wrong = await refused(() =>
      shop.client().post("/api/orders/guest", { ...body, finalTotal: 14.42 }),
    );
    expect(wrong.status).toBe(409);
  });

  it("keeps the price an order was placed at when the menu price changes later", async () => {
    const [coffee] = await addMenuItems(shop, [
      { name: "Somali coffee", priceCents: 475, category: "hot_drinks" },
    ]);
    const res = await shop.client().post("/api/orders/simple", simpleBody({ items: [cartLine(coffee!, 2)] }));
    expect(res.status).toBe(201);
    await shop.database.db.update(menuItems).set({ priceCents: 999 }).where(eq(menuItems.id, coffee!.id));
    // As the menu routes do after a change: orders are priced from the menu they serve (decision 23).
    invalidateMenu(shop.database.db);
    const { row, lines } = await storedOrder(res.body.id);
    expect(lines[0]!.unitPriceCents).toBe(475);
    expect(row.subtotalCents).toBe(950);
    const next = await shop
      .client()
      .post("/api/orders/simple", simpleBody({ items: [cartLine(coffee!, 2)] }));
    expect((await storedOrder(next.body.id)).row.subtotalCents).toBe(1998);
  });

  it("merges repeated lines of one item and stores one line", async () => {
    const res = await shop
      .client()
      .post("/api/orders/simple", simpleBody({ items: [cartLine(shaah, 25), cartLine(shaah, 25)] }));
    expect(res.status).toBe(201);
    const { lines } = await storedOrder(res.body.id);
    expect(lines.map((line) => [line.menuItemId, line.quantity])).toEqual([[shaah.id, 50]]);
  });
});

describe("refusals leave no order behind", () => {
  const routes = ["/api/orders/simple", "/api/orders/guest"] as const;

  it.each(routes)("%s: an unknown item is 400", async (route) => {
    const res = await refused(() =>
      shop.client().post(route, simpleBody({ items: [cartLine(shaah, 1), { id: 999_999, quantity: 1 }] })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.unknownItem);
  });

  it.each(routes)("%s: an unavailable item is 409 naming it", async (route) => {
    const res = await refused(() =>
      shop.client().post(route, simpleBody({ items: [cartLine(shaah, 1), cartLine(halwo, 1)] })),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(fill(en.itemUnavailable, { name: "Halwo" }));
  });

  it("an unknown item is 400, an unavailable one 409, in the structured shape and quick checkout too", async () => {
    const structured = await refused(() =>
      shop
        .client()
        .post("/api/orders/guest", structuredBody({ items: [{ menuItemId: 999_999, quantity: 1 }] })),
    );
    expect(structured.status).toBe(400);
    const { client } = await member();
    const quick = await refused(() => client.post("/api/orders", { items: [{ id: halwo.id, quantity: 1 }] }));
    expect(quick.status).toBe(409);
    expect(quick.body.error).toBe(fill(en.itemUnavailable, { name: "Halwo" }));
  });

  it("an empty cart is 400 'Your cart is empty…' in every shape and route", async () => {
    const { client } = await member();
    const attempts = [
      () => shop.client().post("/api/orders/simple", simpleBody({ items: [] })),
      () => shop.client().post("/api/orders/guest", simpleBody({ items: [] })),
      () => shop.client().post("/api/orders/guest", structuredBody({ items: [] })),
      () => client.post("/api/orders/user", simpleBody({ items: [] })),
      () => client.post("/api/orders/user", structuredBody({ items: [] })),
      () => client.post("/api/orders", { items: [] }),
    ];
    for (const attempt of attempts) {
      const res = await refused(attempt);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(en.cartEmpty);
      expect(res.body.error).toMatch(/^Your cart is empty/);
    }
  });

  it("says so in Somali when the shop is read in Somali", async () => {
    const guest = shop.client();
    guest.language = "so";
    const res = await refused(() => guest.post("/api/orders/simple", simpleBody({ items: [] })));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.so.cartEmpty);
  });

  it.each([
    [0, en.quantityTooSmall],
    [-1, en.quantityTooSmall],
    [1.5, en.quantityWhole],
    [51, en.quantityTooLarge],
    [1000, en.quantityTooLarge],
  ])("quantity %s is 400", async (quantity, message) => {
    const flat = await refused(() =>
      shop.client().post("/api/orders/simple", simpleBody({ items: [{ id: shaah.id, quantity }] })),
    );
    expect(flat.status).toBe(400);
    expect(flat.body.error).toBe(message);
    const structured = await refused(() =>
      shop
        .client()
        .post("/api/orders/guest", structuredBody({ items: [{ menuItemId: shaah.id, quantity }] })),
    );
    expect(structured.status).toBe(400);
    expect(structured.body.error).toBe(message);
  });

  it("quantities of one item split over lines still count against the limit of 50", async () => {
    const res = await refused(() =>
      shop
        .client()
        .post("/api/orders/simple", simpleBody({ items: [cartLine(shaah, 30), cartLine(shaah, 30)] })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.quantityTooLarge);
  });

  it("lines of one item with different options also count together against the limit", async () => {
    const res = await refused(() =>
      shop.client().post(
        "/api/orders/simple",
        simpleBody({
          items: [
            { id: shaah.id, quantity: 30, options: ["hot"] },
            { id: shaah.id, quantity: 30, options: ["extra cardamom"] },
          ],
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.quantityTooLarge);
    const ok = await shop.client().post(
      "/api/orders/simple",
      simpleBody({
        items: [
          { id: shaah.id, quantity: 25, options: ["hot"] },
          { id: shaah.id, quantity: 25, options: ["extra cardamom"] },
        ],
      }),
    );
    expect(ok.status).toBe(201);
    expect(
      (await storedOrder(ok.body.id)).lines.map((line) => [line.quantity, storedNames(line.options)]),
    ).toEqual([
      [25, ["hot"]],
      [25, ["extra cardamom"]],
    ]);
  });

  it("an item id beyond any row id is 400, not a database error", async () => {
    for (const id of [2_147_483_648, 3_000_000_000, Number.MAX_SAFE_INTEGER]) {
      const flat = await refused(() =>
        shop.client().post("/api/orders/simple", simpleBody({ items: [{ id, quantity: 1 }] })),
      );
      expect(flat.status, String(id)).toBe(400);
      const structured = await refused(() =>
        shop.client().post("/api/orders/guest", structuredBody({ items: [{ menuItemId: id, quantity: 1 }] })),
      );
      expect(structured.status, String(id)).toBe(400);
    }
    const { client } = await member();
    const quick = await refused(() =>
      client.post("/api/orders", { items: [{ id: shaah.id, quantity: 1 }], addressId: 3_000_000_000 }),
    );
    expect(quick.status).toBe(400);
  });

  it("a phone number that is not one is 400", async () => {
    const res = await refused(() => shop.client().post("/api/orders/simple", simpleBody({ phone: "123" })));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.invalidPhoneNumber);
  });

  it("paying with points needs a member (401 for a guest) whose points cover the order (409), in every shape", async () => {
    // Paying with points itself is tested with the loyalty feature (server/features/loyalty/order-points.test.ts).
    const { client } = await member();
    const attempts = [
      () => shop.client().post("/api/orders/simple", simpleBody({ paymentMethod: "points" })),
      () =>
        shop
          .client()
          .post("/api/orders/guest", structuredBody({ orderDetails: { paymentMethod: "points" } })),
    ];
    for (const attempt of attempts) expect((await refused(attempt)).status).toBe(401);
    const quick = await refused(() =>
      client.post("/api/orders", { items: [{ id: bariis.id, quantity: 1 }], paymentMethod: "points" }),
    );
    expect(quick.status).toBe(409);
  });

  it("an unknown payment method is 400", async () => {
    const res = await refused(() =>
      shop.client().post("/api/orders/simple", simpleBody({ paymentMethod: "bitcoin" })),
    );
    expect(res.status).toBe(400);
  });

  it.each(["not-an-email", "", "a@b", "hodan@@example.com"])("email %j is 400", async (email) => {
    const flat = await refused(() => shop.client().post("/api/orders/simple", simpleBody({ email })));
    expect(flat.status).toBe(400);
    const structured = await refused(() =>
      shop.client().post("/api/orders/guest", structuredBody({ customerInfo: { email } })),
    );
    expect(structured.status).toBe(400);
  });

  it("an invalid email says so", async () => {
    const res = await refused(() => shop.client().post("/api/orders/simple", simpleBody({ email: "nope" })));
    expect(res.body.error).toBe(en.validEmailRequired);
  });

  it("a missing or blank name is 400 naming the field", async () => {
    for (const name of [undefined, "", "A"]) {
      const res = await refused(() => shop.client().post("/api/orders/simple", simpleBody({ name })));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.path).toEqual(["name"]);
      expect(res.body.error).not.toBe(en.badJson);
    }
    const structured = await refused(() =>
      shop.client().post("/api/orders/guest", structuredBody({ customerInfo: { name: undefined } })),
    );
    expect(structured.status).toBe(400);
    expect(structured.body.errors?.[0]?.path).toEqual(["customerInfo", "name"]);
  });

  it("a quantity that is not a number is 400 naming the line", async () => {
    const res = await refused(() =>
      shop.client().post("/api/orders/simple", simpleBody({ items: [{ id: shaah.id, quantity: "two" }] })),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.path).toEqual(["items", 0, "quantity"]);
  });

  it("delivery without a location is 400 naming the field", async () => {
    for (const deliveryLocation of [undefined, "", " "]) {
      const res = await refused(() =>
        shop
          .client()
          .post(
            "/api/orders/guest",
            structuredBody({ orderDetails: { isDelivery: true, deliveryLocation } }),
          ),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(en.deliveryLocationRequired);
      expect(res.body.errors?.[0]?.path).toEqual(["deliveryLocation"]);
    }
  });

  it("a donation under $1 is 400", async () => {
    const res = await refused(() =>
      shop.client().post("/api/orders/guest", simpleBody({ donateToMosque: true, donationAmount: 0.5 })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.donationTooSmall);
  });

  it("a donation over $10,000 is 400 with its own message, on delivery too", async () => {
    const res = await refused(() =>
      shop.client().post(
        "/api/orders/guest",
        structuredBody({
          orderDetails: { isDelivery: true, deliveryLocation: "Gate 3" },
          donateToMosque: true,
          donationAmount: 20_000,
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.donationTooLarge);
  });

  it("a body that is not an order at all is 400", async () => {
    for (const body of [{}, { items: "shaah" }, []]) {
      const res = await refused(() => shop.client().post("/api/orders/simple", body));
      expect(res.status).toBe(400);
    }
  });
});

describe("one transaction", () => {
  it("a failure while storing the lines leaves no order, line or history row", async () => {
    // Make the database itself refuse one line, after the order row has been inserted.
    await shop.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_boom_line() RETURNS trigger AS $$
      BEGIN
        IF NEW.name = 'Boom test item' THEN RAISE EXCEPTION 'refused by test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await shop.database.db.execute(sql`
      CREATE TRIGGER refuse_boom_line BEFORE INSERT ON order_items
      FOR EACH ROW EXECUTE FUNCTION refuse_boom_line()`);
    const before = await rowCounts();
    const res = await shop
      .client()
      .post("/api/orders/simple", simpleBody({ items: [cartLine(shaah, 1), cartLine(boom, 1)] }));
    expect(res.status).toBe(500);
    expect(typeof res.body.error).toBe("string");
    expect(JSON.stringify(res.body)).not.toMatch(/refused by test/);
    expect(await rowCounts()).toEqual(before);
    // The shop goes on taking orders.
    expect((await shop.client().post("/api/orders/simple", simpleBody())).status).toBe(201);
  });
});
