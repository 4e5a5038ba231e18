import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import so from "../../../i18n/so.json" with { type: "json" };
import { type MenuItemRow, orders, outbox } from "../../db/schema/index.ts";
import { fakeTwilioAccount } from "../../providers/sms/fake-twilio-api.ts";
import { startFakeTwilioMessaging } from "../../providers/sms/fake-twilio-messaging.ts";
import { outboxSmsSender } from "../../providers/sms/outbox-sms-sender.ts";
import { twilioSmsSender } from "../../providers/sms/twilio-sms-sender.ts";
import {
  addMenuItems,
  signInWithRole,
  type TestClient,
  type TestShop,
  useTestShop,
} from "../../test/harness.ts";
import { textWhenReady } from "./ready-text.service.ts";

/** "Text me when it's ready": one text per order, whatever the board does afterwards. */

const fake = await startFakeTwilioMessaging();
afterAll(() => fake.close());
const FROM = "+16125550199";

async function prepare(shop: TestShop) {
  const [shaah] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
  ])) as [MenuItemRow];
  const { client: board } = await signInWithRole(shop, "staff");
  return { shaah, board };
}

async function place(
  client: TestClient,
  itemId: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; orderNumber: string }> {
  const res = await client.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan.text@example.com",
    phone: "6125550100",
    items: [{ id: itemId, quantity: 1 }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    textWhenReady: true,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function move(board: TestClient, id: number, status: string) {
  const res = await board.patch(`/api/orders/${id}/status`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A ticket sent back to the kitchen after ready (a recall), written straight to its row. */
async function sendBack(shop: TestShop, id: number) {
  await shop.database.db.update(orders).set({ status: "in_progress" }).where(eq(orders.id, id));
}

/** The after-commit handlers run once the answer is out: wait for what they write. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("through Twilio's Messaging API", () => {
  const shop = useTestShop({
    texts: twilioSmsSender({ ...fakeTwilioAccount, from: FROM, baseUrl: fake.baseUrl }),
  });
  let shaah: MenuItemRow;
  let board: TestClient;
  beforeAll(async () => {
    ({ shaah, board } = await prepare(shop));
  });
  const textsTo = (number: string) => fake.texts.filter((text) => text.body.includes(number));

  it("texts once when ready, never again after ready → in progress → ready", async () => {
    const order = await place(shop.client(), shaah.id);
    await move(board, order.id, "in_progress");
    expect(textsTo(order.orderNumber)).toEqual([]);
    await move(board, order.id, "ready");
    await eventually(
      async () => textsTo(order.orderNumber),
      (texts) => texts.length > 0,
    );
    await sendBack(shop, order.id);
    await move(board, order.id, "ready");
    await move(board, order.id, "completed");
    const texts = textsTo(order.orderNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: "+16125550100", from: FROM });
    expect(texts[0]!.body).toContain("is ready");
    const request = fake.seen.find((seen) => seen.form.get("Body") === texts[0]!.body)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${fakeTwilioAccount.accountSid}/Messages.json`);
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("writes a Somali order's text in Somali", async () => {
    const guest = shop.client();
    guest.language = "so";
    const order = await place(guest, shaah.id);
    await move(board, order.id, "in_progress");
    await move(board, order.id, "ready");
    const [text] = await eventually(
      async () => textsTo(order.orderNumber),
      (texts) => texts.length > 0,
    );
    expect(text!.body).toBe(so.sms.readyPickup.replace("{{number}}", order.orderNumber));
  });

  it("sends nothing to a customer who did not ask, or gave no phone", async () => {
    const unasked = await place(shop.client(), shaah.id, { textWhenReady: false });
    const noPhone = await place(shop.client(), shaah.id, { phone: undefined });
    const [stored] = await shop.database.db.select().from(orders).where(eq(orders.id, noPhone.id));
    expect(stored!.textWhenReady).toBe(false);
    const asked = await place(shop.client(), shaah.id);
    for (const order of [unasked, noPhone, asked]) {
      await move(board, order.id, "in_progress");
      await move(board, order.id, "ready");
    }
    await eventually(
      async () => textsTo(asked.orderNumber),
      (texts) => texts.length > 0,
    );
    expect(textsTo(unasked.orderNumber)).toEqual([]);
    expect(textsTo(noPhone.orderNumber)).toEqual([]);
  });

  it("a claim made twice at once sends one text", async () => {
    const order = await place(shop.client(), shaah.id);
    await shop.database.db.update(orders).set({ status: "ready" }).where(eq(orders.id, order.id));
    const sender = twilioSmsSender({ ...fakeTwilioAccount, from: FROM, baseUrl: fake.baseUrl });
    const sent = await Promise.all([
      textWhenReady(shop.database.db, sender, order.id),
      textWhenReady(shop.database.db, sender, order.id),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(textsTo(order.orderNumber)).toHaveLength(1);
  });

  it("a text Twilio refuses is logged; the move to ready stands", async () => {
    const order = await place(shop.client(), shaah.id);
    await move(board, order.id, "in_progress");
    fake.failNext(400, 21211, "Invalid 'To' Phone Number");
    await move(board, order.id, "ready");
    const [stored] = await eventually(
      () => shop.database.db.select().from(orders).where(eq(orders.id, order.id)),
      ([row]) => row?.readyTextSentAt !== null,
    );
    expect(stored!.status).toBe("ready");
    expect(textsTo(order.orderNumber)).toEqual([]);
  });
});

describe("by default, into the outbox", () => {
  const shop = useTestShop();
  it("keeps the text in the outbox, channel sms, once", async () => {
    const { shaah, board } = await prepare(shop);
    const order = await place(shop.client(), shaah.id, {
      deliveryLocation: "Karmel Mall, stall 12",
      phone: "6125550123",
    });
    await move(board, order.id, "in_progress");
    await move(board, order.id, "ready");
    const sms = () =>
      shop.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, "+16125550123")));
    const [text] = await eventually(sms, (rows) => rows.length > 0);
    expect(text!.textBody).toContain(order.orderNumber);
    expect(text!.textBody).toContain("Karmel Mall, stall 12");
    await sendBack(shop, order.id);
    await move(board, order.id, "ready");
    expect(await sms()).toHaveLength(1);
  });

  it("the outbox sender stores exactly what it is given", async () => {
    await outboxSmsSender(shop.database.db).send({
      to: "+16125550177",
      body: "hello",
      subject: "s",
      language: "so",
    });
    const [row] = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, "+16125550177"));
    expect(row).toMatchObject({ channel: "sms", textBody: "hello", language: "so" });
  });
});

describe("held for the board's undo window", () => {
  // Long enough that the undo below, sent right after the tap, lands within it on a busy machine too.
  const holdMs = 3_000;
  const shop = useTestShop({ readyHoldMs: holdMs });

  it("a move to ready taken back at once tells the customer nothing; the real one texts and mails once", async () => {
    const { shaah, board } = await prepare(shop);
    const order = await place(shop.client(), shaah.id, { phone: "6125550144" });
    const told = async () => {
      const rows = await shop.database.db.select().from(outbox);
      return {
        texts: rows.filter((row) => row.channel === "sms" && row.recipient === "+16125550144"),
        emails: rows.filter((row) => row.subject === `Your order ${order.orderNumber} is ready`),
      };
    };
    await move(board, order.id, "in_progress");
    await move(board, order.id, "ready");
    await move(board, order.id, "in_progress");
    await new Promise((resolve) => setTimeout(resolve, holdMs + 1_000));
    expect(await told()).toEqual({ texts: [], emails: [] });

    await move(board, order.id, "ready");
    const { texts, emails } = await eventually(told, (now) => now.texts.length > 0 && now.emails.length > 0);
    expect(texts).toHaveLength(1);
    expect(emails).toHaveLength(1);
    // Nothing more once the hold is over for good.
    await new Promise((resolve) => setTimeout(resolve, holdMs + 500));
    expect((await told()).texts).toHaveLength(1);
    expect((await told()).emails).toHaveLength(1);
  });
});
