import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LINE_NOTE_MAX } from "../../../contract/order-notes.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import { orderTotals } from "../../../contract/pricing.ts";
import { type MenuItemRow, orderItems, orders, outbox } from "../../db/schema/index.ts";
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
 * Notes and delivery contacts: a line's special instructions on every order route and answer, the
 * order's note on pickup too, a phone a runner can call for in-mall delivery, and a tip on delivery.
 */

let shaah: MenuItemRow; // $3.99
let sambuus: MenuItemRow; // $2.50
let admin: TestClient;

const shop = useTestShop();
beforeAll(async () => {
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Sambuus", priceCents: 250, category: "snacks" },
  ])) as [MenuItemRow, MenuItemRow];
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

const en = messages.en;

async function member() {
  const client = shop.client();
  const username = uniqueName("hodan");
  await signUp(client, { username, email: `${username}@example.com`, phone: "6125550123" });
  return client;
}

function structured(
  overrides: { customerInfo?: object; orderDetails?: object; [key: string]: unknown } = {},
) {
  const { customerInfo, orderDetails, ...rest } = overrides;
  return {
    items: [
      { menuItemId: shaah.id, quantity: 1, note: "no sugar" },
      { menuItemId: shaah.id, quantity: 2, note: "extra hot" },
      { menuItemId: sambuus.id, quantity: 1 },
    ],
    customerInfo: {
      name: "Ayaan Maxamed",
      email: "ayaan@example.com",
      phone: "612-555-0111",
      ...customerInfo,
    },
    orderDetails: { isDelivery: false, deliveryLocation: "pickup", paymentMethod: "cash", ...orderDetails },
    ...rest,
  };
}

const delivery = (customerInfo: object) =>
  structured({ customerInfo, orderDetails: { isDelivery: true, deliveryLocation: "Food court, table 4" } });

const notesOf = (view: OrderView) => view.items.map((line) => [line.name, line.quantity, line.note]);
const expectedNotes = [
  ["Shaah", 1, "no sugar"],
  ["Shaah", 2, "extra hot"],
  ["Sambuus", 1, null],
];

describe("a line's note", () => {
  it("is stored on its line, and the same item with another note stays a line of its own", async () => {
    const res = await shop.client().post("/api/orders/guest", structured());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lines = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.body.id))
      .orderBy(orderItems.id);
    expect(lines.map((line) => [line.name, line.quantity, line.note])).toEqual(expectedNotes);
  });

  it("comes back on the line in every order answer: tracking, history, the admin lists and a status change", async () => {
    const client = await member();
    const res = await client.post("/api/orders/user", structured());
    expect(res.status).toBe(201);
    const { id, trackingToken } = res.body;

    const tracked = await shop.client().get(`/api/orders/${id}?token=${trackingToken}`);
    expect(notesOf(tracked.body)).toEqual(expectedNotes);
    const history = await client.get("/api/orders/history");
    expect(notesOf(history.body.find((order: OrderView) => order.id === id))).toEqual(expectedNotes);
    for (const path of ["/api/orders", "/api/admin/orders"]) {
      const list = await admin.get(path);
      expect(notesOf(list.body.find((order: OrderView) => order.id === id)), path).toEqual(expectedNotes);
    }
    const moved = await admin.patch(`/api/orders/${id}/status`, { status: "in_progress" });
    expect(notesOf(moved.body)).toEqual(expectedNotes);
  });

  it("is taken by the flat shape, the quick checkout and a payment intent for items", async () => {
    const flat = await shop.client().post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: shaah.id, quantity: 1, note: "  half milk  " }],
      deliveryLocation: "pickup",
    });
    expect(flat.status).toBe(201);

    const client = await member();
    const quick = await client.post("/api/orders", {
      items: [{ menuItemId: sambuus.id, quantity: 2, note: "well done" }],
      deliveryAddress: "Shop 12, Karmel Mall",
    });
    expect(quick.status, JSON.stringify(quick.body)).toBe(201);

    const intent = await client.post("/api/create-payment-intent", {
      orderItems: [{ menuItemId: shaah.id, quantity: 1, note: "to go" }],
    });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);

    const notes = async (orderId: number) =>
      (await shop.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map(
        (line) => line.note,
      );
    expect(await notes(flat.body.id)).toEqual(["half milk"]);
    expect(await notes(quick.body.id)).toEqual(["well done"]);
    expect(await notes(intent.body.orderId)).toEqual(["to go"]);
  });

  it(`of more than ${LINE_NOTE_MAX} characters, or with a NUL, is 400 and nothing is stored`, async () => {
    for (const note of ["x".repeat(LINE_NOTE_MAX + 1), "no\u0000sugar", "lone \uD800 half"]) {
      const before = await countRows(shop, orders);
      const res = await shop
        .client()
        .post("/api/orders/guest", structured({ items: [{ menuItemId: shaah.id, quantity: 1, note }] }));
      expect(res.status, note).toBe(400);
      expect(res.body.errors[0].path).toEqual(["items", 0, "note"]);
      expect(await countRows(shop, orders)).toBe(before);
    }
    const exact = await shop
      .client()
      .post(
        "/api/orders/guest",
        structured({ items: [{ menuItemId: shaah.id, quantity: 1, note: "x".repeat(LINE_NOTE_MAX) }] }),
      );
    expect(exact.status).toBe(201);
  });
});

describe("the receipt", () => {
  it("shows each line's note under it and the order's note, in the customer's language", async () => {
    const guest = shop.client();
    guest.language = "so";
    const placed = await guest.post(
      "/api/orders/guest",
      structured({
        items: [{ menuItemId: shaah.id, quantity: 1, note: "sonkor la'aan <b>" }],
        orderDetails: { deliveryNotes: "Waxaan ku sugayaa albaabka" },
      }),
    );
    expect(placed.status).toBe(201);
    const sent = await guest.post("/api/email/send-receipt", { orderId: placed.body.id });
    expect(sent.status).toBe(200);
    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${placed.body.orderNumber}%`));
    expect(mail!.textBody).toContain("Tilmaan: sonkor la'aan <b>");
    expect(mail!.textBody).toContain("Waxaan ku sugayaa albaabka");
    expect(mail!.htmlBody).toContain("Tilmaan: sonkor la&#39;aan &lt;b&gt;");
  });
});

describe("the order's note", () => {
  it("is taken for pickup too and answered as deliveryNotes", async () => {
    const res = await shop
      .client()
      .post("/api/orders/guest", structured({ orderDetails: { deliveryNotes: "I'll be in a green hijab" } }));
    expect(res.status).toBe(201);
    const view = await shop.client().get(`/api/orders/${res.body.id}?token=${res.body.trackingToken}`);
    expect(view.body).toMatchObject({ isDelivery: false, deliveryNotes: "I'll be in a green hijab" });
  });
});

describe("in-mall delivery's phone", () => {
  it("is required: without one, or with fewer than 10 digits, 400 with the catalogue's message and nothing stored", async () => {
    for (const phone of [undefined, "", "612-555-010", "(61) 2-5 5-5"]) {
      const before = await countRows(shop, orders);
      const res = await shop.client().post("/api/orders/guest", delivery({ phone }));
      expect(res.status, String(phone)).toBe(400);
      expect(res.body.error).toBe(en.deliveryPhoneRequired);
      expect(await countRows(shop, orders)).toBe(before);
    }
    const flat = await shop.client().post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: shaah.id, quantity: 1 }],
      deliveryLocation: "Gate 3",
    });
    expect(flat.status).toBe(400);
    expect(flat.body.error).toBe(en.deliveryPhoneRequired);
  });

  it("is answered in Somali to a Somali reader", async () => {
    const res = await shop
      .client()
      .request("POST", "/api/orders/guest", delivery({ phone: undefined }), { "accept-language": "so" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.so.deliveryPhoneRequired);
  });

  it("of 10 digits is enough; pickup needs none", async () => {
    expect((await shop.client().post("/api/orders/guest", delivery({ phone: "612 555 0100" }))).status).toBe(
      201,
    );
    const pickup = await shop
      .client()
      .post("/api/orders/guest", structured({ customerInfo: { phone: undefined } }));
    expect(pickup.status).toBe(201);
  });

  it("the quick checkout takes the member's own phone, and refuses a member without one", async () => {
    const client = shop.client();
    await signUp(client, { email: `${uniqueName("nophone")}@example.com` });
    const res = await client.post("/api/orders", {
      items: [{ menuItemId: shaah.id, quantity: 1 }],
      deliveryAddress: "Shop 12, Karmel Mall",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.deliveryPhoneRequired);
    const withPhone = await client.post("/api/orders", {
      items: [{ menuItemId: shaah.id, quantity: 1 }],
      deliveryAddress: "Shop 12, Karmel Mall",
      customerPhone: "6125550199",
    });
    expect(withPhone.status).toBe(201);
  });
});

describe("a tip on delivery", () => {
  const deliveryTotals = (tipCents: number) =>
    orderTotals({ lines: [{ unitPriceCents: 399, quantity: 2 }], isDelivery: true, tipCents });

  it("counts in the totals of a delivery order, as on pickup", async () => {
    const totals = deliveryTotals(200);
    const res = await shop.client().post(
      "/api/orders/guest",
      structured({
        items: [{ menuItemId: shaah.id, quantity: 2 }],
        orderDetails: { isDelivery: true, deliveryLocation: "Gate 3", total: totals.total / 100 },
        tipAmount: "2",
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = await shop.client().get(`/api/orders/${res.body.id}?token=${res.body.trackingToken}`);
    expect(view.body).toMatchObject({ isDelivery: true, tip: 200, deliveryFee: 200, total: totals.total });
  });

  it("is taken by the quick checkout, a custom amount too", async () => {
    const client = await member();
    const totals = deliveryTotals(350);
    const res = await client.post("/api/orders", {
      items: [{ menuItemId: shaah.id, quantity: 2 }],
      deliveryAddress: "Shop 12, Karmel Mall",
      tipAmount: "custom",
      customTipAmount: 3.5,
      total: totals.total / 100,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = await client.get(`/api/orders/${res.body.id}`);
    expect(view.body).toMatchObject({ tip: 350, total: totals.total });
  });
});
