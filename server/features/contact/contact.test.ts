import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { business } from "../../../contract/business.ts";
import { CONTACT_MESSAGE_MAX } from "../../../contract/contact.ts";
import {
  PUBLIC_FORM_LIMIT_PER_HOUR,
  PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR,
} from "../../../contract/newsletter.ts";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import { contactMessages, outbox } from "../../db/schema/index.ts";
import { countRows, messages, uniqueName, useTestShop } from "../../test/harness.ts";

/** POST /api/contact stores the message, tells the café and thanks the sender. */

const shop = useTestShop({ rateLimitScale: 1 });

const message = () => ({
  name: "Ayaan Yusuf",
  email: `${uniqueName("guest")}@example.com`,
  message: "Do you cater for a wedding of 80 guests?\n\nWe would like shaah and sambuus.",
});
const mailsTo = (email: string) => shop.database.db.select().from(outbox).where(eq(outbox.recipient, email));
const storedFrom = (email: string) =>
  shop.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("POST /api/contact", () => {
  it("stores the message, sends it to the café and acknowledges it to the sender", async () => {
    const body = message();
    const res = await shop.client().post("/api/contact", { ...body, email: ` ${body.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await storedFrom(body.email)).toMatchObject([
      { name: body.name, message: body.message, language: "en" },
    ]);

    const toCafe = (await mailsTo(business.email)).filter((m) => m.textBody.includes(body.email));
    expect(toCafe).toHaveLength(1);
    expect(toCafe[0]).toMatchObject({ subject: `New message from ${body.name}`, language: "en" });
    expect(toCafe[0]!.textBody).toContain(body.message);

    const [ack, ...more] = await mailsTo(body.email);
    expect(more).toEqual([]);
    expect(ack).toMatchObject({ subject: en.emails.contactAck.subject, language: "en" });
    expect(ack!.textBody).toContain(en.emails.contactAck.intro);
    // The sender's address is unverified: their text is never mailed back to it.
    expect(ack!.htmlBody).not.toContain("We would like shaah and sambuus.");
  });

  it("thanks a Somali reader in Somali, while the café's copy stays in English", async () => {
    const client = shop.client();
    client.language = "so";
    const body = message();
    expect((await client.post("/api/contact", body)).status).toBe(200);
    const [ack] = await mailsTo(body.email);
    expect(ack).toMatchObject({ subject: so.emails.contactAck.subject, language: "so" });
    expect(ack!.textBody).toContain(so.emails.contactAck.intro);
    expect(ack!.htmlBody).toContain('<html lang="so">');
    const toCafe = (await mailsTo(business.email)).find((m) => m.textBody.includes(body.email));
    expect(toCafe).toMatchObject({ language: "en" });
    expect(toCafe!.textBody).toContain("Soomaali");
  });

  it.each([
    ["name", { name: undefined }, messages.en.nameRequired],
    ["blank name", { name: "  " }, messages.en.nameRequired],
    ["email", { email: undefined }, messages.en.enterEmail],
    ["malformed email", { email: "ayaan@" }, messages.en.invalidEmail],
    ["message", { message: undefined }, en.errors.messageRequired],
    ["blank message", { message: "\n  " }, en.errors.messageRequired],
  ])("refuses a missing or bad %s with a clear error", async (_, change, expected) => {
    const before = await countRows(shop, contactMessages);
    const res = await shop.client().post("/api/contact", { ...message(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(expected);
    expect(await countRows(shop, contactMessages)).toBe(before);
  });

  it("takes a message of 5,000 characters and refuses one longer", async () => {
    const longest = { ...message(), message: "a".repeat(CONTACT_MESSAGE_MAX) };
    expect((await shop.client().post("/api/contact", longest)).status).toBe(200);
    const tooLong = await shop.client().post("/api/contact", { ...message(), message: "a".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(en.errors.messageTooLong);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const body = message();
    const res = await shop.client().post("/api/contact", { ...body, website: "http://spam.example" });
    expect(res.body).toEqual({ success: true });
    expect(await storedFrom(body.email)).toEqual([]);
    expect(await mailsTo(body.email)).toEqual([]);
  });

  it("allows a busy hour of messages from one IP, then answers 429", async () => {
    const client = shop.client();
    for (let i = 0; i < PUBLIC_FORM_LIMIT_PER_HOUR; i++)
      expect((await client.post("/api/contact", message())).status).toBe(200);
    const refused = await client.post("/api/contact", message());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
  });

  it("acknowledges to one typed address three times an hour at most, whoever writes, and keeps no more", async () => {
    const body = message();
    for (let i = 0; i < PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR; i++)
      expect((await shop.client().post("/api/contact", body)).status).toBe(200);
    const refused = await shop.client().post("/api/contact", { ...body, email: body.email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    expect(await mailsTo(body.email)).toHaveLength(PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR);
    expect(await storedFrom(body.email)).toHaveLength(PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR);
    // Someone else's message from the same visitor goes through.
    expect((await shop.client().post("/api/contact", message())).status).toBe(200);
  });

  it("refuses a body over the size limit with 413 and stores nothing", async () => {
    const before = await countRows(shop, contactMessages);
    const res = await shop.client().post("/api/contact", { ...message(), message: "a".repeat(64 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: messages.en.payloadTooLarge, code: "payloadTooLarge" });
    expect(await countRows(shop, contactMessages)).toBe(before);
  });
});
