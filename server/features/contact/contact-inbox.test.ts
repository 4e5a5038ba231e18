import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import { adminAuditLog, contactMessages, contactReplies, outbox } from "../../db/schema/index.ts";
import {
  countRows,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";

/** The admin's inbox of contact messages: stored, listed, opened (read), answered by email from the panel. */

const shop = useTestShop();
let admin: TestClient;
beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

async function sendContactMessage(language: "en" | "so" = "en") {
  const client = shop.client();
  client.language = language;
  const email = `${uniqueName("guest")}@example.com`;
  const res = await client.post("/api/contact", {
    name: "Ayaan Yusuf",
    email,
    message: "Do you cater for 30 people?",
  });
  expect(res.status).toBe(200);
  const [row] = await shop.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  return row!;
}
const newCount = async () => (await admin.get("/api/admin/contact-messages/new-count")).body.count as number;

describe("who may read the inbox", () => {
  it("refuses guests with 401 and members with 403 on every route", async () => {
    const { id } = await sendContactMessage();
    const member = shop.client();
    await signUp(member);
    const calls = [
      (c: TestClient) => c.get("/api/admin/contact-messages"),
      (c: TestClient) => c.get("/api/admin/contact-messages/new-count"),
      (c: TestClient) => c.get(`/api/admin/contact-messages/${id}`),
      (c: TestClient) => c.patch(`/api/admin/contact-messages/${id}`, { status: "read" }),
      (c: TestClient) => c.post(`/api/admin/contact-messages/${id}/reply`, { message: "Yes" }),
    ];
    for (const call of calls) {
      expect((await call(shop.client())).status).toBe(401);
      expect((await call(member)).status).toBe(403);
    }
    const [row] = await shop.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe("new");
    expect(await countRows(shop, contactReplies)).toBe(0);
  });
});

describe("the inbox", () => {
  it("lists every message newest first, counts the new ones, and filters by status", async () => {
    const before = await newCount();
    const first = await sendContactMessage();
    const second = await sendContactMessage("so");
    expect(await newCount()).toBe(before + 2);

    const page = await admin.get("/api/admin/contact-messages?pageSize=2");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, newCount: before + 2 });
    expect(page.body.items.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(page.body.items[0]).toMatchObject({
      name: "Ayaan Yusuf",
      email: second.email,
      message: "Do you cater for 30 people?",
      language: "so",
      status: "new",
      readAt: null,
      answeredAt: null,
    });
    const next = await admin.get("/api/admin/contact-messages?pageSize=2&page=2");
    expect(next.body.items.map((m: { id: number }) => m.id)).not.toContain(second.id);
    expect(page.body.total).toBeGreaterThanOrEqual(3);

    const answered = await admin.get("/api/admin/contact-messages?status=answered");
    expect(answered.body.items.map((m: { id: number }) => m.id)).not.toContain(first.id);
  });

  it.each([
    ["an unknown status", "status=archived"],
    ["page 0", "page=0"],
    ["a page size of 500", "pageSize=500"],
  ])("refuses %s with 400", async (_, query) => {
    expect((await admin.get(`/api/admin/contact-messages?${query}`)).status).toBe(400);
  });

  it("opens a message: marks it read, and unread again on request", async () => {
    const { id } = await sendContactMessage();
    const before = await newCount();
    const shown = await admin.get(`/api/admin/contact-messages/${id}`);
    expect(shown.body).toMatchObject({
      id,
      status: "new",
      replies: [],
      defaultReplySubject: en.contactInbox.emails.reply.subject,
    });
    const read = await admin.patch(`/api/admin/contact-messages/${id}`, { status: "read" });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, status: "read" });
    expect(read.body.readAt).not.toBeNull();
    expect(await newCount()).toBe(before - 1);
    const unread = await admin.patch(`/api/admin/contact-messages/${id}`, { status: "new" });
    expect(unread.body).toMatchObject({ status: "new", readAt: null });
    expect(await newCount()).toBe(before);
  });

  it("answers 404 for a message that does not exist and 400 for a bad id or status", async () => {
    expect((await admin.get("/api/admin/contact-messages/999999")).status).toBe(404);
    expect((await admin.get("/api/admin/contact-messages/abc")).status).toBe(400);
    expect((await admin.patch("/api/admin/contact-messages/999999", { status: "read" })).status).toBe(404);
    expect((await admin.post("/api/admin/contact-messages/999999/reply", { message: "Hi" })).status).toBe(
      404,
    );
    const { id } = await sendContactMessage();
    const bad = await admin.patch(`/api/admin/contact-messages/${id}`, { status: "answered" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(en.errors.contactStatusInvalid);
  });
});

describe("replying", () => {
  it.each([
    ["no text", {}, en.errors.replyRequired],
    ["blank text", { message: "  \n" }, en.errors.replyRequired],
    ["text over 5,000 characters", { message: "a".repeat(5001) }, en.errors.messageTooLong],
    ["a subject over 200 characters", { message: "Yes", subject: "s".repeat(201) }, en.errors.subjectTooLong],
  ])("refuses a reply with %s and changes nothing", async (_, body, expected) => {
    const { id, email } = await sendContactMessage();
    const mailsBefore = await countRows(shop, outbox);
    const res = await admin.post(`/api/admin/contact-messages/${id}/reply`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(expected);
    expect(await countRows(shop, outbox)).toBe(mailsBefore);
    const [row] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(row!.status).toBe("new");
  });

  it("mails the reply in the sender's language, keeps it with the message and marks it answered", async () => {
    const { id, email } = await sendContactMessage("so");
    const shown = await admin.get(`/api/admin/contact-messages/${id}`);
    expect(shown.body.defaultReplySubject).toBe(so.contactInbox.emails.reply.subject);
    const reply = "Haa, waan samayn karnaa.\n\nNala soo xiriir.";
    const res = await admin.post(`/api/admin/contact-messages/${id}/reply`, { message: reply });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "answered" });
    expect(res.body.answeredAt).not.toBeNull();
    expect(res.body.readAt).not.toBeNull();
    expect(res.body.replies).toMatchObject([
      { subject: so.contactInbox.emails.reply.subject, message: reply, adminUsername: expect.any(String) },
    ]);

    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    const sent = mails.filter((m) => m.subject === so.contactInbox.emails.reply.subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ language: "so", channel: "email" });
    expect(sent[0]!.textBody).toContain("Salaan Ayaan Yusuf,");
    expect(sent[0]!.textBody).toContain(reply);
    expect(sent[0]!.htmlBody).toContain('<html lang="so">');

    const [audit] = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(audit).toMatchObject({
      action: "contact.replied",
      targetType: "contact_message",
      before: { status: "new" },
      after: { status: "answered", to: email },
    });

    const again = await admin.post(`/api/admin/contact-messages/${id}/reply`, {
      subject: "One more thing",
      message: "We open at 10.",
    });
    expect(again.body.replies).toHaveLength(2);
    expect(again.body.replies[1]).toMatchObject({ subject: "One more thing" });
    const unread = await admin.patch(`/api/admin/contact-messages/${id}`, { status: "new" });
    expect(unread.status).toBe(409);
    expect(unread.body.error).toBe(en.errors.contactStatusInvalid);
  });
});
