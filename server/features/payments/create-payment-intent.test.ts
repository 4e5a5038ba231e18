import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import { type MenuItemRow, orders, payments } from "../../db/schema/index.ts";
import { addMenuItems, countRows, signUp, useTestShop } from "../../test/harness.ts";
import { goodCard, orderRow, paymentRows } from "../../test/kits/payments-kit.ts";

/**
 * POST /api/create-payment-intent with the specification's body (`amount`, `orderItems`): the card order is
 * placed from the items and priced from the menu, and the answer's `clientSecret` is what /dynamic-checkout needs.
 */

let shaah: MenuItemRow; // $3.99
let sambuusa: MenuItemRow; // $2.50

const shop = useTestShop();
beforeAll(async () => {
  const items = await addMenuItems(shop, [
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Sambuusa", priceCents: 250, category: "food" },
  ]);
  shaah = items[0]!;
  sambuusa = items[1]!;
});

const specItems = () => [
  { id: shaah.id, name: "Shaah", quantity: 2, price: 0.01 },
  { id: sambuusa.id, name: "Sambuusa", quantity: 1, price: 0.01 },
];

describe("the specification's body", () => {
  it("places a guest's card order from the items, repriced, and answers its client secret", async () => {
    const guest = shop.client();
    const res = await guest.post("/api/create-payment-intent", {
      amount: 1,
      orderItems: specItems(),
      customerInfo: { name: "Hodan Cali", email: "hodan@example.com" },
    });
    expect(res.status).toBe(200);
    // 7.98 + 2.50 = 10.48, tax 0.94: the client's amount and prices count for nothing.
    expect(res.body.amount).toBe(1142);
    expect(res.body.clientSecret).toMatch(new RegExp(`^${res.body.id}_secret_`));
    const order = await orderRow(shop, res.body.orderId);
    expect(order).toMatchObject({
      paymentMethod: "card",
      paymentStatus: "pending",
      status: "received",
      totalCents: 1142,
      customerName: "Hodan Cali",
      userId: null,
    });
    expect((await guest.get(`/api/orders/${order.id}`)).status).toBe(200);
    expect((await shop.client().get(`/api/orders/${order.id}`)).status).toBe(404);

    const confirmed = await guest.post("/test-gateway/api/intents/confirm", {
      clientSecret: res.body.clientSecret,
      ...goodCard,
    });
    expect(confirmed.body.status).toBe("succeeded");
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("completed");
  });

  it("names a member's order after the member", async () => {
    const member = shop.client();
    const { user } = await signUp(member, { fullName: "Cali Warsame", email: "cali@example.com" });
    const res = await member.post("/api/create-payment-intent", { amount: 3.99, orderItems: specItems() });
    expect(res.status).toBe(200);
    expect(await orderRow(shop, res.body.orderId)).toMatchObject({
      userId: user.id,
      customerName: "Cali Warsame",
      customerEmail: "cali@example.com",
      paymentMethod: "card",
    });
    expect((await paymentRows(shop, res.body.orderId))[0]).toMatchObject({
      status: "open",
      amountCents: 1142,
    });
  });

  it.each([
    ["no items", { amount: 5, orderItems: [] }],
    ["an unknown item", { orderItems: [{ id: 999_999, quantity: 1 }], customerInfo: { name: "Hodan" } }],
    ["a quantity of nought", { orderItems: [{ id: 1, quantity: 0 }] }],
    ["a guest without a name", { orderItems: [{ id: 1, quantity: 1 }], customerInfo: { email: "a@b.so" } }],
    ["a guest without an email", { orderItems: [{ id: 1, quantity: 1 }], customerInfo: { name: "Hodan" } }],
    ["no items at all", { amount: 5 }],
  ])("refuses %s with 400 and places nothing", async (_, body) => {
    const before = { orders: await countRows(shop, orders), payments: await countRows(shop, payments) };
    const res = await shop.client().post("/api/create-payment-intent", body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe("string");
    expect({ orders: await countRows(shop, orders), payments: await countRows(shop, payments) }).toEqual(
      before,
    );
  });

  it("says which field a guest left out", async () => {
    const res = await shop.client().post("/api/create-payment-intent", {
      orderItems: [{ id: shaah.id, quantity: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.errors.nameRequired);
  });
});
