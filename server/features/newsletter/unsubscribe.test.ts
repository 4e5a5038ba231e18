import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import { users } from "../../db/schema/index.ts";
import { messages, signInAsAdmin, signUp, useTestShop } from "../../test/harness.ts";
import { newsletterKit } from "../../test/kits/newsletter-kit.ts";

/** The newsletter: leaving by form or emailed link, members' preference in step, the admins' outbox. */

const shop = useTestShop({ rateLimitScale: 1 });

const { address, subscribe, subscribeConfirmed, confirm, subscription, mailsTo, emailedLink } = newsletterKit(
  () => shop,
);

describe("POST /api/newsletter/unsubscribe", () => {
  it("unsubscribes through the plain form", async () => {
    const email = address();
    await subscribeConfirmed(shop.client(), { email });
    const res = await shop.client().post("/api/newsletter/unsubscribe", { email: ` ${email.toUpperCase()}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: en.newsletter.messages.unsubscribed });
    expect(await subscription(email)).toMatchObject({ status: "unsubscribed" });
  });

  it("unsubscribes with the emailed one-click link, and the subscriber can come back", async () => {
    const email = address();
    await subscribeConfirmed(shop.client(), { email });
    const link = await emailedLink(email);
    const res = await shop
      .client()
      .post("/api/newsletter/unsubscribe", { email: link.email, token: link.token });
    expect(res.status).toBe(200);
    expect((await subscription(email))?.unsubscribedAt).toBeInstanceOf(Date);

    // Coming back asks the address's owner again: anyone could have typed it into the form.
    const back = await subscribe(shop.client(), { email });
    expect(back.body.message).toBe(en.newsletter.messages.checkInbox.replace("{{email}}", email));
    expect(await subscription(email)).toMatchObject({ status: "pending", unsubscribedAt: null });
    expect((await confirm(shop.client(), email)).status).toBe(200);
    expect(await subscription(email)).toMatchObject({ status: "subscribed" });
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it("refuses a tampered token, or one made for another address", async () => {
    const email = address();
    const other = address();
    await subscribeConfirmed(shop.client(), { email });
    await subscribeConfirmed(shop.client(), { email: other });
    const { token } = await emailedLink(email);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const body of [
      { email, token: tampered },
      { email: other, token },
      { email, token: "short" },
    ]) {
      const res = await shop.client().post("/api/newsletter/unsubscribe", body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(en.errors.invalidUnsubscribeLink);
    }
    expect(await subscription(email)).toMatchObject({ status: "subscribed" });
    expect(await subscription(other)).toMatchObject({ status: "subscribed" });
  });

  it("refuses the form's unsubscribe by email alone from another site, but keeps the signed one-click link", async () => {
    const email = address();
    await subscribeConfirmed(shop.client(), { email });
    const fromElsewhere = { origin: "https://evil.example", "content-type": "application/json" };
    const forged = await shop
      .client()
      .request("POST", "/api/newsletter/unsubscribe", { email }, fromElsewhere);
    expect(forged.status).toBe(403);
    expect((await subscription(email))?.unsubscribedAt).toBeNull();

    // A mail client's one-click post comes from no page of ours, and its signed link still works.
    const link = await emailedLink(email);
    const oneClick = await shop
      .client()
      .request(
        "POST",
        `/api/newsletter/unsubscribe?email=${encodeURIComponent(link.email)}&token=${link.token}`,
        "List-Unsubscribe=One-Click",
        { origin: "https://mail.example", "content-type": "application/x-www-form-urlencoded" },
      );
    expect(oneClick.status).toBe(200);
    expect((await subscription(email))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("answers success for an address that never subscribed, revealing nothing", async () => {
    const res = await shop.client().post("/api/newsletter/unsubscribe", { email: address() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: en.newsletter.messages.unsubscribed });
  });

  it("refuses an invalid address with the specification's message", async () => {
    const res = await shop.client().post("/api/newsletter/unsubscribe", { email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.invalidEmail);
  });
});

describe("members' email marketing", () => {
  async function member() {
    const client = shop.client();
    const email = address();
    const { user } = await signUp(client, { email, fullName: "Hodan Abdi" });
    const stored = async () => (await shop.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    return { client, email, user, stored };
  }

  it("follows the subscription of the member's address, both ways, when the member asks", async () => {
    const { client, email, user, stored } = await member();
    await subscribeConfirmed(client, { email });
    expect((await stored()).acceptEmailMarketing).toBe(true);
    expect((await subscription(email))?.userId).toBe(user.id);
    await shop.client().post("/api/newsletter/unsubscribe", { email });
    expect((await stored()).acceptEmailMarketing).toBe(false);
  });

  it("never switches a member's consent on from someone else's request", async () => {
    const { email, stored } = await member();
    await subscribeConfirmed(shop.client(), { email });
    expect((await stored()).acceptEmailMarketing).toBe(false);
  });

  it("moves the subscription when the member switches the preference", async () => {
    const { client, email, user } = await member();
    const on = await client.patch("/api/user/preferences", { acceptEmailMarketing: true });
    expect(on.status).toBe(200);
    // The shop never verified the account's email: its owner confirms, as anyone does (decision 16).
    expect(await subscription(email)).toMatchObject({ status: "pending", userId: user.id });
    // The first mail is the account's own email-verification link, sent at registration.
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      en.emails.verifyEmail.subject,
      en.emails.newsletterConfirm.subject,
    ]);
    expect((await confirm(shop.client(), email)).status).toBe(200);
    expect(await subscription(email)).toMatchObject({ status: "subscribed", userId: user.id });
    await client.patch("/api/user/preferences", { acceptEmailMarketing: false });
    expect(await subscription(email)).toMatchObject({ status: "unsubscribed" });
    // Confirmed once: switching back on needs no second link.
    await client.patch("/api/user/preferences", { acceptEmailMarketing: true });
    expect(await subscription(email)).toMatchObject({ status: "subscribed", unsubscribedAt: null });
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe("GET /api/admin/outbox", () => {
  it("shows admins what was mailed to an address, newest first", async () => {
    const email = address();
    await subscribeConfirmed(shop.client(), { email });
    await shop.client().post("/api/newsletter/unsubscribe", { email });
    await subscribeConfirmed(shop.client(), { email });
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body[0]).toMatchObject({
      recipient: email,
      subject: en.emails.welcome.subject,
      status: "stored",
    });
    expect(res.body[0].id).toBeGreaterThan(res.body[1].id);
  });

  it("is closed to members and to visitors", async () => {
    expect((await shop.client().get("/api/admin/outbox")).status).toBe(401);
    const client = shop.client();
    await signUp(client);
    expect((await client.get("/api/admin/outbox")).status).toBe(403);
  });
});
