import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import { buildApp } from "../../app.ts";
import { newsletterSubscriptions } from "../../db/schema/index.ts";
import { countRows, messages, signUp, TestClient, useTestShop } from "../../test/harness.ts";
import { newsletterKit } from "../../test/kits/newsletter-kit.ts";

/** POST /api/newsletter/subscribe on a real database, and its abuse limits. */

const shop = useTestShop({ rateLimitScale: 1 });

const { address, subscribe, subscription, mailsTo, emailedLink } = newsletterKit(() => shop);

describe("POST /api/newsletter/subscribe", () => {
  it("stores the address trimmed and lower-cased and mails a welcome with a one-click link", async () => {
    const email = address();
    const res = await subscribe(shop.client(), { email: `  ${email.toUpperCase()} `, fullName: "Faadumo" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: en.newsletter.messages.subscribed.replace("{{email}}", email),
    });
    expect(await subscription(email)).toMatchObject({
      status: "subscribed",
      fullName: "Faadumo",
      language: "en",
    });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: en.emails.welcome.subject, language: "en", status: "stored" });
    expect(mail!.textBody).toContain("Hello Faadumo,");
    expect(mail!.htmlBody).toContain(en.emails.unsubscribe.link);
    expect((await emailedLink(email)).email).toBe(email);
  });

  it("keeps one subscription when the same address subscribes twice, and says so kindly", async () => {
    const email = address();
    const client = shop.client();
    await subscribe(client, { email });
    const again = await subscribe(client, { email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(en.newsletter.messages.alreadySubscribed.replace("{{email}}", email));
    const rows = await shop.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ["a malformed address", { email: "not-an-email" }],
    ["a blank address", { email: "   " }],
    ["no address at all", {}],
  ])("refuses %s with the specification's message", async (_, body) => {
    const before = await countRows(shop, newsletterSubscriptions);
    const res = await subscribe(shop.client(), body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.invalidEmail);
    expect(await countRows(shop, newsletterSubscriptions)).toBe(before);
  });

  it("records who referred the subscriber and mentions it in the welcome", async () => {
    const { user: friend } = await signUp(shop.client());
    const email = address();
    const res = await subscribe(shop.client(), { email, referralCode: friend.referralCode.toLowerCase() });
    expect(res.status).toBe(200);
    expect((await subscription(email))?.referredBy).toBe(friend.id);
    expect((await mailsTo(email))[0]!.textBody).toContain(en.emails.welcome.referral);
  });

  it("ignores a referral code that does not exist", async () => {
    const email = address();
    const res = await subscribe(shop.client(), { email, referralCode: "NOSUCHCODE" });
    expect(res.status).toBe(200);
    expect((await subscription(email))?.referredBy).toBeNull();
    expect((await mailsTo(email))[0]!.textBody).not.toContain(en.emails.welcome.referral);
  });

  it("writes the welcome in Somali for a Somali reader", async () => {
    const client = shop.client();
    client.language = "so";
    const email = address();
    const res = await subscribe(client, { email, fullName: "Cali" });
    expect(res.body.message).toBe(so.newsletter.messages.subscribed.replace("{{email}}", email));
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: so.emails.welcome.subject, language: "so" });
    expect(mail!.textBody).toContain("Salaan Cali,");
    expect(mail!.htmlBody).toContain('<html lang="so">');
    expect(mail!.htmlBody).toContain(so.emails.unsubscribe.link);
  });

  it("builds the links from PUBLIC_URL when it is set, whatever Host the request claims", async () => {
    const app = await buildApp({
      db: shop.database.db,
      sessionSecret: "test-secret-test-secret-test-secret-0123",
      logLevel: "silent",
      publicUrl: "https://shop.example/",
    });
    const email = address();
    const client = new TestClient(app);
    await client.request(
      "POST",
      "/api/newsletter/subscribe",
      { email },
      { "x-forwarded-host": "evil.example" },
    );
    await app.close();
    const { url } = await emailedLink(email);
    expect(url).toMatch(/^https:\/\/shop\.example\/unsubscribe\?email=/);
    expect((await mailsTo(email))[0]!.htmlBody).not.toContain("evil.example");
  });

  it("escapes what a subscriber typed before it goes into the HTML", async () => {
    const email = address();
    await subscribe(shop.client(), { email, fullName: "<b>Xamar</b>" });
    const [mail] = await mailsTo(email);
    expect(mail!.htmlBody).toContain("&lt;b&gt;Xamar&lt;/b&gt;");
    expect(mail!.htmlBody).not.toContain("<b>Xamar");
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const email = address();
    const res = await subscribe(shop.client(), { email, website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await subscription(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe("abuse", () => {
  it("allows five posts an hour from one address, then answers 429 with an error", async () => {
    const client = shop.client();
    for (let i = 0; i < 5; i++) expect((await subscribe(client, { email: address() })).status).toBe(200);
    const refused = await subscribe(client, { email: address() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests });
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another visitor is not affected.
    expect((await subscribe(shop.client(), { email: address() })).status).toBe(200);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await subscribe(shop.client(), { email: address(), fullName: "x".repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: messages.en.payloadTooLarge });
  });
});
