import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type MenuItemRow, orders, outbox } from "../../db/schema/index.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import { TestGateway } from "../../providers/payments/test-gateway.ts";
import { addMenuItems, signInAsAdmin, type TestClient, useTestShop } from "../../test/harness.ts";
import { grant, newMember } from "../../test/kits/loyalty-kit.ts";
import { checkoutSession, orderRow, payOnPage, placeCardOrder } from "../../test/kits/payments-kit.ts";
import { processPaymentEvent } from "../payments/payment-events.service.ts";
import { orderAccess } from "./order-access.ts";
import { orderConfirmations } from "./order-confirmation.service.ts";

/** The order confirmation email: one per order that has an email, never a second. */

let shaah: MenuItemRow; // $3.99
let admin: TestClient;
let gateway: TestGateway;

const shop = useTestShop();
beforeAll(async () => {
  [shaah] = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
  gateway = new TestGateway(shop.database.db);
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

const confirmations = (orderNumber: string) =>
  shop.database.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${orderNumber} %`))
    .then((mails) => mails.filter((mail) => !mail.subject.includes("receipt")));

/** The confirmations as the plugin wires them, with a mail provider whose send does what the test says. */
function confirmationsSending(send: EmailSender["send"]) {
  return orderConfirmations({
    db: shop.database.db,
    email: { send },
    access: orderAccess("secret", false),
    log: shop.app.log,
    origin: () => "https://shop.example",
  });
}

async function placeCash(client: TestClient, extra: Record<string, unknown> = {}) {
  const res = await client.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan.confirm@example.com",
    phone: "6125550100",
    items: [{ id: shaah.id, quantity: 2, options: [] }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; orderNumber: string; trackingToken: string };
}

describe("the order confirmation email", () => {
  it("a guest's cash order is confirmed at once, with its lines, totals, place, time and tracking link", async () => {
    const placed = await placeCash(shop.client());
    const [mail, ...more] = await confirmations(placed.orderNumber);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: "hodan.confirm@example.com",
      subject: `Order ${placed.orderNumber} is confirmed`,
      language: "en",
    });
    for (const text of ["2 × Shaah", "$7.98", "Pickup at the counter", "As soon as possible", "Total"]) {
      expect(mail!.textBody).toContain(text);
      expect(mail!.htmlBody).toContain(text);
    }
    expect(mail!.textBody).toContain(`/track/${placed.id}?token=${placed.trackingToken}`);
    expect((await orderRow(shop, placed.id)).confirmationSentAt).toBeInstanceOf(Date);
  });

  it("speaks Somali to a customer who ordered in Somali, and names the delivery spot", async () => {
    const guest = shop.client();
    guest.language = "so";
    const placed = await placeCash(guest, {
      deliveryLocation: "Stall 12, second floor",
      deliveryNotes: "Call when outside",
    });
    const [mail] = await confirmations(placed.orderNumber);
    expect(mail).toMatchObject({
      language: "so",
      subject: `Dalabka ${placed.orderNumber} waa la xaqiijiyay`,
    });
    expect(mail!.textBody).toContain("Stall 12, second floor");
    // The order's note once, not once as the place's detail and again as a note of its own.
    expect(mail!.textBody.split("Call when outside")).toHaveLength(2);
    expect(mail!.htmlBody.split("Call when outside")).toHaveLength(2);
    expect(mail!.textBody).toContain("Wadarta");
  });

  it("a member's points order is confirmed when placed", async () => {
    const member = await newMember(shop, { email: "points.member@example.com" });
    await grant(admin, member.id, 1000);
    const res = await member.client.post("/api/orders/user", {
      name: "Hodan Cali",
      email: "points.member@example.com",
      items: [{ id: shaah.id, quantity: 1 }],
      paymentMethod: "points",
      deliveryLocation: "pickup",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await confirmations(res.body.orderNumber)).toHaveLength(1);
  });

  it("a card order is confirmed once paid, once, however often the payment is reported", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah, { email: "card.confirm@example.com" });
    expect(await confirmations(order.orderNumber)).toEqual([]);
    const { path, sessionId } = await checkoutSession(guest, order.id);
    await payOnPage(guest, path);
    await expect.poll(async () => (await confirmations(order.orderNumber)).length).toBe(1);

    // The verify call after the return, twice, and the provider's event replayed and sent again under a new id.
    for (let i = 0; i < 2; i++) {
      const verified = await guest.post("/api/stripe/verify-session", { sessionId, orderId: order.id });
      expect(verified.body).toEqual({ success: true });
    }
    const event: PaymentEvent = {
      id: `evt_confirm_${sessionId}`,
      type: "payment_succeeded",
      sessionId,
      intentId: null,
      amountCents: order.total,
      occurredAt: new Date(),
      metadata: {},
      raw: {},
    };
    await processPaymentEvent(shop.database.db, gateway, event);
    await processPaymentEvent(shop.database.db, gateway, event);
    await processPaymentEvent(shop.database.db, gateway, { ...event, id: `${event.id}_again` });
    expect(await confirmations(order.orderNumber)).toHaveLength(1);
  });

  it("two instances hearing the same payment at once: one claims the send, the other sends nothing", async () => {
    const placed = await placeCash(shop.client());
    await shop.database.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, placed.id));
    const confirm = () => confirmationsSending(async () => {}).confirmOrder(placed.id);
    const results = await Promise.all([confirm(), confirm(), confirm()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await confirm()).toBe(false);
  });

  it("a failed send gives the claim back, so the next event may try again", async () => {
    const placed = await placeCash(shop.client());
    await shop.database.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, placed.id));
    const failing = confirmationsSending(async () => {
      throw new Error("SMTP down");
    });
    expect(await failing.confirmOrder(placed.id)).toBe(false);
    expect((await orderRow(shop, placed.id)).confirmationSentAt).toBeNull();
  });

  it("a placed order's confirmation that fails gives back the claim its insert made", async () => {
    const placed = await placeCash(shop.client());
    const row = await orderRow(shop, placed.id);
    expect(row.confirmationSentAt).not.toBeNull();
    const failing = confirmationsSending(async () => {
      throw new Error("SMTP down");
    });
    expect(await failing.confirmPlaced(row, { lines: [], history: [], ahead: 0 })).toBe(false);
    expect((await orderRow(shop, placed.id)).confirmationSentAt).toBeNull();
  });

  it("an unpaid card order gets none, and an order without an email gets none", async () => {
    const order = await placeCardOrder(shop.client(), shaah, { email: "unpaid.card@example.com" });
    expect(await confirmations(order.orderNumber)).toEqual([]);
    const placed = await placeCash(shop.client());
    await shop.database.db
      .update(orders)
      .set({ confirmationSentAt: null, customerEmail: "" })
      .where(eq(orders.id, placed.id));
    const confirm = confirmationsSending(async () => {});
    expect(await confirm.confirmOrder(placed.id)).toBe(false);
    expect(await confirm.confirmOrder(order.id)).toBe(false);
    expect((await orderRow(shop, placed.id)).confirmationSentAt).toBeNull();
  });
});
