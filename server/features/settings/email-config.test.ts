import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import { buildApp } from "../../app.ts";
import { adminAuditLog, emailSettings, outbox } from "../../db/schema/index.ts";
import { ensureAdmin } from "../../features/auth/admin-bootstrap.ts";
import {
  countRows,
  signInAsAdmin,
  signUp,
  startTestShop,
  TestClient,
  type TestShop,
  uniqueName,
} from "../../test/harness.ts";
import { decodedMail, startSmtpServer } from "../../test/kits/smtp-kit.ts";

/**
 * The Settings tab's email configuration: saved in the database with the password sealed, used by the email
 * provider from the next message on, never answered back, logged or audited; the environment wins.
 */

const password = "Zoho app pass_word-1234 5678";
const cleaned = "Zohoapppassword12345678";
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
/** Every answer the tests read, to check the password is in none of them. */
const answers: string[] = [];

let shop: TestShop;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
beforeAll(async () => {
  smtp = await startSmtpServer({ acceptPassword: (given) => given === cleaned });
  shop = await startTestShop({ logStream: capture });
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

const config = (change: Record<string, unknown> = {}) => ({
  service: "zoho",
  host: "127.0.0.1",
  port: smtp.port,
  username: "orders@somalisips.example",
  password,
  ...change,
});
const call = async (client: TestClient, method: "GET" | "POST" | "DELETE", url: string, body?: unknown) => {
  const res = await client.request(method, url, body);
  answers.push(res.raw.body);
  return res;
};

describe("who may read and change the email settings", () => {
  it("refuses guests with 401 and members with 403", async () => {
    const member = shop.client();
    await signUp(member);
    for (const [method, url, body] of [
      ["GET", "/api/admin/email-config", undefined],
      ["POST", "/api/admin/email-config", config()],
      ["POST", "/api/admin/test-email", { ...config(), testEmail: "me@example.com" }],
    ] as const) {
      expect((await call(shop.client(), method, url, body)).status).toBe(401);
      expect((await call(member, method, url, body)).status).toBe(403);
    }
    expect(await countRows(shop, emailSettings)).toBe(0);
  });
});

describe("before anything is saved", () => {
  it("says mail stays in the outbox", async () => {
    const res = await call(admin, "GET", "/api/admin/email-config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      source: "outbox",
      service: null,
      host: null,
      port: null,
      username: null,
      passwordSet: false,
      updatedAt: null,
    });
  });

  it("keeps a test email in the outbox and says so", async () => {
    const to = `${uniqueName("test")}@example.com`;
    const res = await call(admin, "POST", "/api/admin/test-email", { testEmail: to });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: en.adminSettings.emails.test.stored.replace("{{email}}", to) });
    const [row] = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(row).toMatchObject({ status: "stored", subject: en.adminSettings.emails.test.subject });
  });

  it.each([
    ["an unknown service", { service: "gmail" }, en.errors.emailServiceInvalid],
    ["a missing service", { service: undefined }, en.errors.emailServiceInvalid],
    ["a missing host", { host: undefined }, en.errors.smtpHostRequired],
    ["a blank host", { host: "  " }, en.errors.smtpHostRequired],
    ["a host with a path", { host: "smtp.zoho.com/x" }, en.errors.smtpHostInvalid],
    ["port 0", { port: 0 }, en.errors.smtpPortInvalid],
    ["port 65536", { port: 65536 }, en.errors.smtpPortInvalid],
    ["a port in words", { port: "five" }, en.errors.smtpPortInvalid],
    ["a missing username", { username: undefined }, en.errors.smtpUsernameRequired],
    ["a blank username", { username: "" }, en.errors.smtpUsernameRequired],
    ["a password too long", { password: "p".repeat(513) }, en.errors.smtpPasswordTooLong],
    ["no password on the first save", { password: "" }, en.errors.smtpPasswordRequired],
    ["a Zoho password of separators only", { password: " _-_ " }, en.errors.smtpPasswordRequired],
  ])("refuses %s with 400 and saves nothing", async (_, change, expected) => {
    const res = await call(admin, "POST", "/api/admin/email-config", config(change));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(expected);
    expect(await countRows(shop, emailSettings)).toBe(0);
  });

  it.each([
    ["no test address", { testEmail: undefined }, en.errors.testEmailRequired],
    ["a blank test address", { testEmail: " " }, en.errors.testEmailRequired],
    ["a malformed test address", { testEmail: "me@" }, en.errors.invalidEmail],
    ["settings without a host", { host: undefined }, en.errors.smtpHostRequired],
  ])("refuses a test email with %s", async (_, change, expected) => {
    const res = await call(admin, "POST", "/api/admin/test-email", {
      ...config(),
      testEmail: "me@example.com",
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(expected);
  });

  it("tests the form's settings before they are saved, and reports a refused login", async () => {
    const to = `${uniqueName("test")}@example.com`;
    const ok = await call(admin, "POST", "/api/admin/test-email", { ...config(), testEmail: to });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: `Test email sent to ${to}` });
    const [mail] = smtp.mailTo(to);
    expect(mail).toMatchObject({ user: "orders@somalisips.example", password: cleaned });
    expect(mail!.from).toBe("orders@somalisips.example");
    expect(decodedMail(mail!.raw)).toContain(en.adminSettings.emails.test.body);

    const wrong = await call(admin, "POST", "/api/admin/test-email", {
      ...config({ service: "microsoft", password: "wrong" }),
      testEmail: to,
    });
    expect(wrong.status).toBe(502);
    expect(wrong.body.error).toMatch(/^Failed to send test email: .*Invalid username or password/);
    expect(await countRows(shop, emailSettings)).toBe(0);
  });
});

describe("saving the settings", () => {
  it("stores them with the Zoho password cleaned and sealed, and answers without it", async () => {
    const res = await call(admin, "POST", "/api/admin/email-config", config());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: en.adminSettings.email.saved,
      source: "settings",
      service: "zoho",
      host: "127.0.0.1",
      port: smtp.port,
      username: "orders@somalisips.example",
      passwordSet: true,
    });
    expect(res.body).not.toHaveProperty("password");
    const [row] = await shop.database.db.select().from(emailSettings);
    expect(row!.passwordSealed).not.toContain(cleaned);
    expect(shop.app.secrets.open(row!.passwordSealed)).toBe(cleaned);
    expect((await call(admin, "GET", "/api/admin/email-config")).body).toMatchObject({
      source: "settings",
      passwordSet: true,
    });
  });

  it("sends the shop's next email through the saved account, with no restart", async () => {
    const email = `${uniqueName("guest")}@example.com`;
    const res = await shop.client().post("/api/contact", { name: "Hodan", email, message: "Shaah for 30?" });
    expect(res.status).toBe(200);
    const [ack] = smtp.mailTo(email);
    expect(ack).toMatchObject({ user: "orders@somalisips.example", password: cleaned });
    expect(await shop.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toMatchObject([
      { status: "sent" },
    ]);
  });

  it("keeps the saved password when the form leaves it blank", async () => {
    const res = await call(
      admin,
      "POST",
      "/api/admin/email-config",
      config({ service: "microsoft", password: "" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service: "microsoft", passwordSet: true });
    const to = `${uniqueName("test")}@example.com`;
    const test = await call(admin, "POST", "/api/admin/test-email", { testEmail: to });
    expect(test.body).toEqual({ message: `Test email sent to ${to}` });
    expect(smtp.mailTo(to)).toMatchObject([{ password: cleaned }]);
  });

  it("records each change in the audit log, without the password", async () => {
    const rows = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "settings.changed"));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      targetType: "settings",
      targetId: "email",
      before: null,
      after: { service: "zoho", host: "127.0.0.1", credentialReplaced: true },
    });
    expect(rows[1]).toMatchObject({
      before: { service: "zoho" },
      after: { service: "microsoft", credentialReplaced: false },
    });
    expect(JSON.stringify(rows)).not.toMatch(/Zoho app|Zohoapppassword|password_sealed|v1\./);
  });

  it("never put the password in an answer or a log line", () => {
    for (const secret of [password, cleaned, "Zohoapp"]) {
      expect(answers.join("\n")).not.toContain(secret);
      expect(lines.join("")).not.toContain(secret);
    }
    expect(lines.join("")).toContain("email settings saved");
  });
});

describe("SMTP set in the environment", () => {
  let envSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    envSmtp = await startSmtpServer();
    app = await buildApp({
      db: shop.database.db,
      sessionSecret: "env-test-secret-env-test-secret-0123456789",
      logLevel: "silent",
      rateLimitScale: 100,
      smtp: {
        host: "127.0.0.1",
        port: envSmtp.port,
        secure: false,
        user: "env-user",
        password: "env pass",
        from: "env@cafe.example",
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await envSmtp?.close();
  });

  it("wins over the saved settings, which the form shows read-only and cannot change", async () => {
    const client = new TestClient(app);
    const username = uniqueName("admin");
    await ensureAdmin(shop.database.db, username, "admin password for tests");
    expect((await client.post("/api/login", { username, password: "admin password for tests" })).status).toBe(
      200,
    );

    const view = await call(client, "GET", "/api/admin/email-config");
    expect(view.body).toEqual({
      source: "environment",
      service: null,
      host: "127.0.0.1",
      port: envSmtp.port,
      username: "env-user",
      passwordSet: true,
      updatedAt: null,
    });
    const refused = await call(client, "POST", "/api/admin/email-config", config({ service: "sendgrid" }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(en.errors.emailConfigFromEnvironment);
    expect((await call(client, "DELETE", "/api/admin/email-config")).status).toBe(409);
    const [row] = await shop.database.db.select().from(emailSettings);
    expect(row!.service).toBe("microsoft");

    const email = `${uniqueName("guest")}@example.com`;
    expect(
      (await new TestClient(app).post("/api/contact", { name: "Ifrah", email, message: "Hi" })).status,
    ).toBe(200);
    expect(envSmtp.mailTo(email)).toMatchObject([{ user: "env-user", from: "env@cafe.example" }]);
    expect(smtp.mailTo(email)).toEqual([]);

    const to = `${uniqueName("test")}@example.com`;
    const test = await call(client, "POST", "/api/admin/test-email", { ...config(), testEmail: to });
    expect(test.body).toEqual({ message: `Test email sent to ${to}` });
    expect(envSmtp.mailTo(to)).toHaveLength(1);
    expect(smtp.mailTo(to)).toEqual([]);
    expect(answers.join("\n")).not.toContain("env pass");
  });
});

describe("removing the saved settings", () => {
  it("refuses guests and members, then lets an admin go back to the outbox, audited", async () => {
    expect((await shop.client().delete("/api/admin/email-config")).status).toBe(401);
    const member = shop.client();
    await signUp(member);
    expect((await member.delete("/api/admin/email-config")).status).toBe(403);
    expect(await countRows(shop, emailSettings)).toBe(1);

    const res = await admin.delete("/api/admin/email-config");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: "outbox",
      passwordSet: false,
      message: en.adminSettings.email.removed,
    });
    expect(await countRows(shop, emailSettings)).toBe(0);
    const email = `${uniqueName("guest")}@example.com`;
    await shop.client().post("/api/contact", { name: "Hodan", email, message: "Hello again" });
    expect(smtp.mailTo(email)).toEqual([]);
    expect(await shop.database.db.select().from(outbox).where(eq(outbox.recipient, email))).toMatchObject([
      { status: "stored" },
    ]);
    const audits = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "settings.changed"));
    expect(audits.at(-1)).toMatchObject({ before: { service: "microsoft" }, after: null });
  });
});
