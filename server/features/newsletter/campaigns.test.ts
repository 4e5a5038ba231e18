import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  CampaignView,
  NewsletterAnalytics,
  NewsletterSummary,
} from "../../../contract/newsletter-campaigns.ts";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import {
  adminAuditLog,
  newsletterCampaigns,
  newsletterDeliveries,
  outbox,
  users,
} from "../../db/schema/index.ts";
import { countRows, signInAsAdmin, signUp, type TestClient, useTestShop } from "../../test/harness.ts";
import { newsletterKit, waitForCampaign } from "../../test/kits/newsletter-kit.ts";

/** The admin's newsletter: figures, campaigns in two languages, test sends, analytics; admins only. */

const shop = useTestShop();
const { address, subscribeConfirmed, subscription, mailsTo } = newsletterKit(() => shop);

async function admin() {
  const client = shop.client();
  const { user } = await signInAsAdmin(shop, client);
  return { client, id: user.id as number };
}

async function subscriber(language: "en" | "so") {
  const client = shop.client();
  client.language = language;
  const email = address();
  expect((await subscribeConfirmed(client, { email })).status).toBe(200);
  return email;
}

const draft = {
  subjectEn: "November at Somali Sips",
  bodyEn: "New this month: sambuus with lentils.\n\nCome by for a cup of shaah.",
  subjectSo: "Bisha Noofembar ee Somali Sips",
  bodySo: "Cusub bishan: sambuus digir leh.\n\nNoo kaalay koob shaah ah.",
};

const campaignMailsTo = async (email: string, subject: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject === subject);

describe("starting a campaign with nobody subscribed", () => {
  it("is refused, and nothing is stored", async () => {
    const { client } = await admin();
    expect((await client.get("/api/admin/newsletter/summary")).body.subscribers).toBe(0);
    const res = await client.post("/api/admin/newsletter/campaigns", draft);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.errors.campaignNoSubscribers);
    expect(await countRows(shop, newsletterCampaigns)).toBe(0);
    expect(await countRows(shop, adminAuditLog)).toBe(0);
  });
});

describe("POST /api/admin/newsletter/campaigns", () => {
  it("sends each subscriber one copy in their language, and records who sent it", async () => {
    const english = await subscriber("en");
    const somali = await subscriber("so");
    const gone = await subscriber("so");
    await shop.client().post("/api/newsletter/unsubscribe", { email: gone });
    const { client, id } = await admin();
    const before = (await client.get("/api/admin/newsletter/summary")).body as NewsletterSummary;

    const res = await client.post("/api/admin/newsletter/campaigns", draft);
    expect(res.status).toBe(202);
    const started = res.body as CampaignView;
    expect(started).toMatchObject({ subjectEn: draft.subjectEn, subjectSo: draft.subjectSo });
    expect(started.recipients).toBe(before.subscribers);
    const done = await waitForCampaign(client, started.id);
    expect(done).toMatchObject({ status: "sent", sent: before.subscribers, failed: 0, pending: 0 });
    expect(done.finishedAt).toEqual(expect.any(String));

    const [toEnglish] = await campaignMailsTo(english, draft.subjectEn);
    expect(await campaignMailsTo(english, draft.subjectEn)).toHaveLength(1);
    expect(toEnglish).toMatchObject({ language: "en" });
    expect(toEnglish!.textBody).toContain("New this month: sambuus with lentils.");
    expect(toEnglish!.htmlBody).toContain("<p>Come by for a cup of shaah.</p>");
    expect(toEnglish!.textBody).toMatch(/\/unsubscribe\?email=[^&\s]+&token=[\w-]+/);
    expect(await campaignMailsTo(somali, draft.subjectSo)).toMatchObject([{ language: "so" }]);
    expect(await campaignMailsTo(somali, draft.subjectEn)).toEqual([]);
    expect(await campaignMailsTo(gone, draft.subjectEn)).toEqual([]);
    expect(await campaignMailsTo(gone, draft.subjectSo)).toEqual([]);

    const [entry] = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "campaign.sent"), eq(adminAuditLog.targetId, String(started.id))));
    expect(entry).toMatchObject({
      actorId: id,
      targetType: "campaign",
      after: { subjectEn: draft.subjectEn, recipients: before.subscribers, somali: true },
    });
    const after = (await client.get("/api/admin/newsletter/summary")).body as NewsletterSummary;
    expect(after.campaignsThisMonth).toBe(before.campaignsThisMonth + 1);
  });

  it("sends the English text to Somali readers when there is no Somali version", async () => {
    const somali = await subscriber("so");
    const { client } = await admin();
    const subjectEn = "Eid opening hours";
    const res = await client.post("/api/admin/newsletter/campaigns", {
      subjectEn,
      bodyEn: "We open at noon on Eid.",
      subjectSo: "  ",
      bodySo: "",
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ subjectSo: null, bodySo: null });
    await waitForCampaign(client, res.body.id);
    const [mail] = await campaignMailsTo(somali, subjectEn);
    expect(mail).toMatchObject({ language: "en" });
    expect(mail!.textBody).toContain("We open at noon on Eid.");
    // The footer and unsubscribe note follow the text's language, so nothing mixes.
    expect(mail!.textBody).toContain(en.emails.unsubscribe.note);
  });

  it("gives each copy its own working one-click link", async () => {
    const reader = await subscriber("en");
    const { client } = await admin();
    const subjectEn = "Our new cardamom latte";
    const res = await client.post("/api/admin/newsletter/campaigns", { subjectEn, bodyEn: "Try it." });
    await waitForCampaign(client, res.body.id);
    const [mail] = await campaignMailsTo(reader, subjectEn);
    const token = mail!.textBody.match(/\/unsubscribe\?email=[^&\s]+&token=([\w-]+)/)![1]!;

    // What a mail client does with the List-Unsubscribe header (RFC 8058): a form POST, no session.
    const oneClick = (query: string) =>
      shop.app.inject({
        method: "POST",
        url: `/api/newsletter/unsubscribe?${query}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const forged = await oneClick(`email=${encodeURIComponent(reader)}&token=${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(await subscription(reader)).toMatchObject({ status: "subscribed" });

    const res2 = await oneClick(`email=${encodeURIComponent(reader)}&token=${token}`);
    expect(res2.statusCode).toBe(200);
    expect(await subscription(reader)).toMatchObject({ status: "unsubscribed" });
  });

  it("refuses a draft without subject or message, or with half a Somali version, and stores nothing", async () => {
    const { client } = await admin();
    const campaigns = await countRows(shop, newsletterCampaigns);
    const mails = await countRows(shop, outbox);
    const cases: [Record<string, unknown>, string][] = [
      [{ bodyEn: "Hello" }, en.errors.campaignSubjectRequired],
      [{ subjectEn: "   ", bodyEn: "Hello" }, en.errors.campaignSubjectRequired],
      [{ subjectEn: "Hello" }, en.errors.campaignBodyRequired],
      [{ subjectEn: "Hello", bodyEn: "Hi", subjectSo: "Salaan" }, en.errors.campaignSomaliIncomplete],
      [{ subjectEn: "Hello", bodyEn: "Hi", bodySo: "Salaan" }, en.errors.campaignSomaliIncomplete],
      [{ subjectEn: "x".repeat(201), bodyEn: "Hi" }, en.errors.campaignSubjectTooLong],
      [
        { subjectEn: "Hi", bodyEn: "Hi", subjectSo: "Hi", bodySo: "x".repeat(20_001) },
        en.errors.campaignBodyTooLong,
      ],
      [{ subjectEn: 42, bodyEn: "Hi" }, en.errors.campaignSubjectRequired],
    ];
    for (const [body, error] of cases) {
      const res = await client.post("/api/admin/newsletter/campaigns", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(error);
    }
    client.language = "so";
    const somali = await client.post("/api/admin/newsletter/campaigns", { bodyEn: "Hi" });
    expect(somali.body.error).toBe(so.errors.campaignSubjectRequired);
    expect(await countRows(shop, newsletterCampaigns)).toBe(campaigns);
    expect(await countRows(shop, outbox)).toBe(mails);
  });
});

describe("POST /api/admin/newsletter/campaigns/test", () => {
  it("sends the draft to the admin alone, in the chosen language, and stores no campaign", async () => {
    await subscriber("en");
    const { client, id } = await admin();
    const own = address();
    await shop.database.db.update(users).set({ email: own }).where(eq(users.id, id));
    const campaigns = await countRows(shop, newsletterCampaigns);

    const res = await client.post("/api/admin/newsletter/campaigns/test", { draft, language: "so" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: en.adminNewsletter.test.sent.replace("{{email}}", own),
    });
    const [mail, ...more] = await mailsTo(own);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: `[Tijaabo] ${draft.subjectSo}`, language: "so" });
    expect(await countRows(shop, newsletterCampaigns)).toBe(campaigns);

    // English when asked, or when there is no Somali version.
    await client.post("/api/admin/newsletter/campaigns/test", {
      draft: { subjectEn: "Only English", bodyEn: "Hi" },
      language: "so",
    });
    expect((await mailsTo(own)).at(-1)).toMatchObject({ subject: "[Test] Only English", language: "en" });
  });

  it("tells an admin without an email address, and refuses a bad draft", async () => {
    const { client } = await admin();
    const mails = await countRows(shop, outbox);
    const noEmail = await client.post("/api/admin/newsletter/campaigns/test", { draft });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(en.errors.campaignTestNoEmail);
    const bad = await client.post("/api/admin/newsletter/campaigns/test", {
      draft: { subjectEn: "Hi" },
      language: "so",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(en.errors.campaignBodyRequired);
    const badLanguage = await client.post("/api/admin/newsletter/campaigns/test", { draft, language: "fr" });
    expect(badLanguage.status).toBe(400);
    expect(await countRows(shop, outbox)).toBe(mails);
  });
});

describe("reading campaigns, figures and analytics", () => {
  it("lists campaigns newest first with their counts, and answers one by id", async () => {
    await subscriber("so");
    const { client } = await admin();
    const res = await client.post("/api/admin/newsletter/campaigns", { subjectEn: "Listed", bodyEn: "Hi" });
    await waitForCampaign(client, res.body.id);
    const list = await client.get("/api/admin/newsletter/campaigns");
    expect(list.status).toBe(200);
    const [newest] = list.body as CampaignView[];
    expect(newest).toMatchObject({ id: res.body.id, subjectEn: "Listed", status: "sent", failed: 0 });
    expect(newest!.sent).toBe(newest!.recipients);
    expect(newest!.createdBy).toEqual(expect.stringMatching(/^admin/));
    const [rows] = await shop.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, res.body.id))
      .orderBy(desc(newsletterDeliveries.id))
      .limit(1);
    expect(rows).toMatchObject({ status: "sent", sentAt: expect.any(Date) });

    expect((await client.get(`/api/admin/newsletter/campaigns/${res.body.id}`)).body).toEqual(newest);
    expect((await client.get("/api/admin/newsletter/campaigns/999999")).status).toBe(404);
    expect((await client.get("/api/admin/newsletter/campaigns/abc")).status).toBe(400);
  });

  it("counts subscribers, this month's campaigns and referrals", async () => {
    const { client } = await admin();
    const before = (await client.get("/api/admin/newsletter/summary")).body as NewsletterSummary;
    const friend = await signUp(shop.client());
    await signUp(shop.client(), { referralCode: friend.user.referralCode });
    await subscriber("en");
    const after = (await client.get("/api/admin/newsletter/summary")).body as NewsletterSummary;
    expect(after).toEqual({
      subscribers: before.subscribers + 1,
      campaignsThisMonth: before.campaignsThisMonth,
      referrals: before.referrals + 1,
    });
  });

  it("gives twelve months of subscribers, subscribes, unsubscribes and referrals, and every campaign", async () => {
    const { client } = await admin();
    const before = (await client.get("/api/admin/newsletter/analytics")).body as NewsletterAnalytics;
    const leaving = await subscriber("en");
    await subscriber("so");
    await shop.client().post("/api/newsletter/unsubscribe", { email: leaving });
    // Signed up, its email not confirmed yet: not a subscriber, so not one who joined either.
    expect((await shop.client().post("/api/newsletter/subscribe", { email: address() })).status).toBe(200);
    const res = await client.get("/api/admin/newsletter/analytics");
    expect(res.status).toBe(200);
    const after = res.body as NewsletterAnalytics;
    expect(after.months).toHaveLength(12);
    const [previous, current] = [before.months.at(-1)!, after.months.at(-1)!];
    expect(current.month).toMatch(/^\d{4}-\d{2}$/);
    expect(current.subscribed - previous.subscribed).toBe(2);
    expect(current.unsubscribed - previous.unsubscribed).toBe(1);
    expect(current.subscribers).toBe(after.summary.subscribers);
    expect(after.summary.subscribers - before.summary.subscribers).toBe(1);
    expect(after.months.map((m) => m.month)).toEqual([...after.months.map((m) => m.month)].sort());
    expect(after.campaigns.length).toBeGreaterThan(0);
    for (const campaign of after.campaigns)
      expect(campaign.recipients).toBe(campaign.sent + campaign.failed + campaign.skipped + campaign.pending);
  });
});

describe("permissions", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/newsletter/summary"],
    ["GET", "/api/admin/newsletter/analytics"],
    ["GET", "/api/admin/newsletter/campaigns"],
    ["GET", "/api/admin/newsletter/campaigns/1"],
    ["POST", "/api/admin/newsletter/campaigns", draft],
    ["POST", "/api/admin/newsletter/campaigns/test", { draft }],
  ];
  const call = (client: TestClient, [method, url, body]: (typeof routes)[number]) =>
    method === "GET" ? client.get(url) : client.post(url, body);

  it("answers guests 401 and members 403, and sends nothing", async () => {
    await subscriber("en");
    const member = shop.client();
    await signUp(member);
    const campaigns = await countRows(shop, newsletterCampaigns);
    const mails = await countRows(shop, outbox);
    for (const route of routes) {
      expect((await call(shop.client(), route)).status, route[1]).toBe(401);
      expect((await call(member, route)).status, route[1]).toBe(403);
    }
    // A member cannot even learn whether their draft would have passed validation.
    expect((await member.post("/api/admin/newsletter/campaigns", {})).status).toBe(403);
    expect(await countRows(shop, newsletterCampaigns)).toBe(campaigns);
    expect(await countRows(shop, outbox)).toBe(mails);
  });
});
