import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import { buildApp } from "../../app.ts";
import { outbox } from "../../db/schema/index.ts";
import { TestClient, uniqueName, useTestShop } from "../../test/harness.ts";
import { smtpSender } from "./smtp-sender.ts";

/**
 * A real SMTP server on loopback (no mocks, so the real protocol is exercised) receives what the shop sends
 * through the SMTP sender.
 */

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
const credentials = { user: "shop", pass: "smtp password" };
const cafe = "counter@cafe.example";
const bouncing = "bounce@example.com";

const server = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    const ok = auth.username === credentials.user && auth.password === credentials.pass;
    callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
  },
  onRcptTo(address, _session, callback) {
    callback(address.address === bouncing ? new Error("Mailbox unavailable") : null);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

const shop = useTestShop();
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const settings = {
    host: "127.0.0.1",
    port,
    secure: false,
    user: credentials.user,
    password: credentials.pass,
  };
  app = await buildApp({
    db: shop.database.db,
    sessionSecret: "smtp-test-secret-smtp-test-secret-0123456",
    logLevel: "silent",
    rateLimitScale: 100,
    email: smtpSender(shop.database.db, { ...settings, from: '"Somali Sips Café" <shop@cafe.example>' }),
    cafeEmail: cafe,
  });
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The body as a reader sees it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const mailTo = (address: string) => received.filter((mail) => mail.to.includes(address));
const outboxFor = (address: string) =>
  shop.database.db.select().from(outbox).where(eq(outbox.recipient, address));

describe("the SMTP sender", () => {
  it("delivers the subscription's confirmation email and records it as sent", async () => {
    const email = `${uniqueName("smtp")}@example.com`;
    const res = await new TestClient(app).post("/api/newsletter/subscribe", { email, fullName: "Sahra" });
    expect(res.status).toBe(200);
    const [mail, ...more] = mailTo(email);
    expect(more).toEqual([]);
    expect(mail!.from).toBe("shop@cafe.example");
    // Double opt-in (decision 16): the first email asks the address's owner to confirm.
    expect(mail!.raw).toContain(`Subject: ${en.emails.newsletterConfirm.subject}`);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(decoded(mail!.raw)).toContain("Hello Sahra,");
    expect(decoded(mail!.raw)).toMatch(/\/newsletter\/confirm\?email=[^&\s]+&expires=\d+&token=[\w-]+/);
    expect(await outboxFor(email)).toMatchObject([{ status: "sent", attempts: 1, error: null }]);
  });

  it("delivers a contact message to the café and the acknowledgement in the sender's language", async () => {
    const client = new TestClient(app);
    client.language = "so";
    const email = `${uniqueName("smtp")}@example.com`;
    const res = await client.post("/api/contact", {
      name: "Maryan",
      email,
      message: "Ma furan tihiin Ciidda?",
    });
    expect(res.status).toBe(200);
    const toCafe = mailTo(cafe).filter((mail) => decoded(mail.raw).includes(email));
    expect(toCafe).toHaveLength(1);
    expect(decoded(toCafe[0]!.raw)).toContain("Ma furan tihiin Ciidda?");
    const [ack] = mailTo(email);
    expect(ack!.raw).toContain("Content-Language: so");
    expect(decoded(ack!.raw)).toContain(so.emails.contactAck.intro);
    expect(await outboxFor(email)).toMatchObject([{ status: "sent", language: "so" }]);
  });

  it("records a refused message as failed, while the visitor's request still succeeds", async () => {
    const res = await new TestClient(app).post("/api/newsletter/subscribe", { email: bouncing });
    expect(res.status).toBe(200);
    const [row] = await outboxFor(bouncing);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.error).toMatch(/Mailbox unavailable/);
  });

  it("throws when the server refuses the credentials, after recording the failure", async () => {
    const { port } = server.server.address() as AddressInfo;
    const sender = smtpSender(shop.database.db, {
      host: "127.0.0.1",
      port,
      secure: false,
      user: "shop",
      password: "wrong",
      from: "shop@cafe.example",
    });
    const to = `${uniqueName("smtp")}@example.com`;
    await expect(
      sender.send({ to, subject: "Hi", text: "Hi", html: "<p>Hi</p>", language: "en" }),
    ).rejects.toThrow();
    expect(await outboxFor(to)).toMatchObject([{ status: "failed" }]);
    expect(mailTo(to)).toEqual([]);
  });
});
