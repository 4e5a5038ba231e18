import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { newsletterDeliveries, newsletterSubscriptions } from "../../db/schema/index.ts";
import { smtpSender } from "../../providers/email/smtp-sender.ts";
import { signInAsAdmin, TestClient, uniqueName, useTestShop } from "../../test/harness.ts";
import { waitForCampaign } from "../../test/kits/newsletter-kit.ts";

/**
 * A campaign through a real SMTP server on loopback: each message carries the RFC 8058 headers with the
 * reader's own signed link, and a mail client's one-click POST to that link unsubscribes them.
 */

const received: { to: string[]; raw: string }[] = [];
const bouncing = "bounce-campaign@example.com";
const server = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onRcptTo(address, _session, callback) {
    callback(address.address === bouncing ? new Error("Mailbox unavailable") : null);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

const shop = useTestShop();
let app: FastifyInstance;
const publicUrl = "https://shop.example";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  app = await buildApp({
    db: shop.database.db,
    sessionSecret: "campaign-smtp-secret-campaign-smtp-secret-0",
    logLevel: "silent",
    rateLimitScale: 100,
    publicUrl,
    email: smtpSender(shop.database.db, {
      host: "127.0.0.1",
      port,
      secure: false,
      from: "shop@cafe.example",
    }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Header lines as a reader's mail client sees them: folded lines joined. */
const headerOf = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
};

describe("a campaign over SMTP", () => {
  it("carries List-Unsubscribe and List-Unsubscribe-Post, and the one-click link unsubscribes", async () => {
    const reader = `${uniqueName("smtp")}@example.com`;
    await shop.database.db.insert(newsletterSubscriptions).values([
      { email: reader, language: "so", status: "subscribed", confirmedAt: new Date() },
      { email: bouncing, language: "en", status: "subscribed", confirmedAt: new Date() },
    ]);
    const admin = new TestClient(app);
    await signInAsAdmin(shop, admin);
    const res = await admin.post("/api/admin/newsletter/campaigns", {
      subjectEn: "Over SMTP",
      bodyEn: "Hello",
      subjectSo: "SMTP ahaan",
      bodySo: "Salaan",
    });
    expect(res.status).toBe(202);
    const done = await waitForCampaign(admin, res.body.id);
    expect(done).toMatchObject({ recipients: 2, sent: 1, failed: 1 });
    const [bounced] = await shop.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.email, bouncing));
    expect(bounced!.error).toMatch(/Mailbox unavailable/);

    const [mail, ...more] = received.filter((m) => m.to.includes(reader));
    expect(more).toEqual([]);
    expect(headerOf(mail!.raw, "Subject")).toBe("SMTP ahaan");
    expect(headerOf(mail!.raw, "Content-Language")).toBe("so");
    expect(headerOf(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const listUnsubscribe = headerOf(mail!.raw, "List-Unsubscribe");
    const link = listUnsubscribe?.match(
      /^<(https:\/\/shop\.example\/api\/newsletter\/unsubscribe\?[^>]+)>$/,
    )?.[1];
    expect(link, listUnsubscribe).toBeTruthy();
    expect(new URL(link!).searchParams.get("email")).toBe(reader);

    // The mail client's POST: no cookie, no Origin, a form body.
    const url = new URL(link!);
    const oneClick = await app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const [row] = await shop.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, reader));
    expect(row).toMatchObject({ status: "unsubscribed" });
  });
});
