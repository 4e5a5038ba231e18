import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  PUBLIC_FORM_LIMIT_PER_HOUR,
  PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR,
} from "../../../contract/newsletter.ts";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import { buildApp } from "../../app.ts";
import { newsletterSubscriptions } from "../../db/schema/index.ts";
import { countRows, messages, signUp, TestClient, useTestShop } from "../../test/harness.ts";
import { newsletterKit } from "../../test/kits/newsletter-kit.ts";

/** POST /api/newsletter/subscribe and /confirm (double opt-in) on a real database, and their abuse limits. */

const shop = useTestShop({ rateLimitScale: 1 });

const {
  address,
  subscribe,
  subscription,
  mailsTo,
  emailedLink,
  confirmationLink,
  confirm,
  subscribeConfirmed,
} = newsletterKit(() => shop);
const checkInbox = (email: string, catalog = en) =>
  catalog.newsletter.messages.checkInbox.replace("{{email}}", email);

describe("POST /api/newsletter/subscribe", () => {
  it("stores the address trimmed and lower-cased, pending, and mails only a confirmation link", async () => {
    const email = address();
    const res = await subscribe(shop.client(), { email: `  ${email.toUpperCase()} `, fullName: "Faadumo" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: checkInbox(email) });
    expect(await subscription(email)).toMatchObject({
      status: "pending",
      confirmedAt: null,
      fullName: "Faadumo",
      language: "en",
    });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: en.emails.newsletterConfirm.subject,
      language: "en",
      status: "stored",
    });
    expect(mail!.textBody).toContain("Hello Faadumo,");
    expect(mail!.htmlBody).toContain(en.emails.newsletterConfirm.link);
    expect((await confirmationLink(email)).body.email).toBe(email);
  });

  it("starts the subscription once confirmed, and only then mails the welcome with a one-click link", async () => {
    const email = address();
    await subscribe(shop.client(), { email, fullName: "Faadumo" });
    const res = await confirm(shop.client(), email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: en.newsletter.messages.confirmed.replace("{{email}}", email),
    });
    const row = await subscription(email);
    expect(row).toMatchObject({ status: "subscribed" });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      en.emails.newsletterConfirm.subject,
      en.emails.welcome.subject,
    ]);
    expect(mails[1]!.htmlBody).toContain(en.emails.unsubscribe.link);
    expect((await emailedLink(email)).email).toBe(email);

    // The link again (a second click): still fine, no second welcome.
    expect((await confirm(shop.client(), email)).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses a tampered, foreign or expired link with 400 and confirms nothing", async () => {
    const email = address();
    await subscribe(shop.client(), { email });
    const { body } = await confirmationLink(email);
    const other = address();
    await subscribe(shop.client(), { email: other });
    const attempts = [
      { ...body, token: `${body.token.slice(0, -2)}xx` },
      { ...body, email: other },
      { ...body, expires: String(Number(body.expires) + 86_400) },
    ];
    for (const attempt of attempts) {
      const res = await shop.client().post("/api/newsletter/confirm", attempt);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidConfirmationLink);
    }
    expect((await subscription(email))?.status).toBe("pending");
    expect((await subscription(other))?.status).toBe("pending");
  });

  it("refuses a link whose address has left the list since", async () => {
    const email = address();
    await subscribe(shop.client(), { email });
    await shop.client().post("/api/newsletter/unsubscribe", { email });
    const res = await confirm(shop.client(), email);
    expect(res.status).toBe(400);
    expect((await subscription(email))?.status).toBe("unsubscribed");
  });

  it("keeps one subscription and answers alike whether or not the address is on the list", async () => {
    const email = address();
    await subscribe(shop.client(), { email });
    await confirm(shop.client(), email);
    const again = await subscribe(shop.client(), { email: email.toUpperCase() });
    const fresh = address();
    const newcomer = await subscribe(shop.client(), { email: fresh });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(checkInbox(email));
    expect(newcomer.body.message).toBe(checkInbox(fresh));
    const rows = await shop.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("subscribed");
    // Confirmed already: no new link for a stranger to set off.
    expect(await mailsTo(email)).toHaveLength(2);
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

  it("records who referred the subscriber and mentions it in the welcome after confirmation", async () => {
    const { user: friend } = await signUp(shop.client());
    const email = address();
    const res = await subscribe(shop.client(), { email, referralCode: friend.referralCode.toLowerCase() });
    expect(res.status).toBe(200);
    expect((await subscription(email))?.referredBy).toBe(friend.id);
    await confirm(shop.client(), email);
    expect((await mailsTo(email)).at(-1)!.textBody).toContain(en.emails.welcome.referral);
  });

  it("ignores a referral code that does not exist", async () => {
    const email = address();
    const res = await subscribe(shop.client(), { email, referralCode: "NOSUCHCODE" });
    expect(res.status).toBe(200);
    expect((await subscription(email))?.referredBy).toBeNull();
    await confirm(shop.client(), email);
    expect((await mailsTo(email)).at(-1)!.textBody).not.toContain(en.emails.welcome.referral);
  });

  it("writes the confirmation and the welcome in Somali for a Somali reader", async () => {
    const client = shop.client();
    client.language = "so";
    const email = address();
    const res = await subscribe(client, { email, fullName: "Cali" });
    expect(res.body.message).toBe(checkInbox(email, so));
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: so.emails.newsletterConfirm.subject, language: "so" });
    expect(mail!.textBody).toContain("Salaan Cali,");
    expect(mail!.htmlBody).toContain('<html lang="so">');
    await confirm(shop.client(), email);
    const welcome = (await mailsTo(email)).at(-1)!;
    expect(welcome).toMatchObject({ subject: so.emails.welcome.subject, language: "so" });
    expect(welcome.htmlBody).toContain(so.emails.unsubscribe.link);
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
    const evil = { "x-forwarded-host": "evil.example" };
    await client.request("POST", "/api/newsletter/subscribe", { email }, evil);
    const { url, body } = await confirmationLink(email);
    expect(url).toMatch(/^https:\/\/shop\.example\/newsletter\/confirm\?email=/);
    await client.request("POST", "/api/newsletter/confirm", body, evil);
    await app.close();
    expect((await emailedLink(email)).url).toMatch(/^https:\/\/shop\.example\/unsubscribe\?email=/);
    for (const mail of await mailsTo(email)) expect(mail.htmlBody).not.toContain("evil.example");
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
  it("allows a busy hour of posts from one IP, then answers 429 with an error", async () => {
    const client = shop.client();
    for (let i = 0; i < PUBLIC_FORM_LIMIT_PER_HOUR; i++)
      expect((await subscribe(client, { email: address() })).status).toBe(200);
    const refused = await subscribe(client, { email: address() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another visitor is not affected.
    expect((await subscribe(shop.client(), { email: address() })).status).toBe(200);
  });

  it("mails one typed address three times an hour at most, whoever asks, and says so alike for any address", async () => {
    const email = address();
    // Each post from a visitor of its own: the limit is the inbox's, not the IP's.
    for (let i = 0; i < PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR; i++)
      expect((await subscribe(shop.client(), { email })).status).toBe(200);
    const refused = await subscribe(shop.client(), { email: `  ${email.toUpperCase()}` });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await mailsTo(email)).toHaveLength(PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR);

    // An address already confirmed is refused the same way, so the answer tells nothing of the list.
    const member = address();
    await subscribeConfirmed(shop.client(), { email: member });
    for (let i = 1; i < PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR; i++)
      expect((await subscribe(shop.client(), { email: member })).status).toBe(200);
    expect((await subscribe(shop.client(), { email: member })).status).toBe(429);
    expect(await subscription(member)).toMatchObject({ status: "subscribed" });

    // Another address from the same visitor is not affected.
    expect((await subscribe(shop.client(), { email: address() })).status).toBe(200);
  });

  it("refuses a post with no valid address with 400 before counting it", async () => {
    const client = shop.client();
    for (let i = 0; i <= PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR; i++)
      expect((await subscribe(client, { email: "not an address" })).status).toBe(400);
  });

  it("limits confirmation attempts from one IP too", async () => {
    const client = shop.client();
    const guess = { email: address(), expires: "4102444800", token: "guessed-token-guessed-token-1234" };
    for (let i = 0; i < PUBLIC_FORM_LIMIT_PER_HOUR; i++)
      expect((await client.post("/api/newsletter/confirm", guess)).status).toBe(400);
    expect((await client.post("/api/newsletter/confirm", guess)).status).toBe(429);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await subscribe(shop.client(), { email: address(), fullName: "x".repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: messages.en.payloadTooLarge, code: "payloadTooLarge" });
  });
});
