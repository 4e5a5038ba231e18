import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_MOSQUE_NAME } from "../../../contract/donation-settings.ts";
import so from "../../../i18n/so.json" with { type: "json" };
import { adminAuditLog, donations, outbox } from "../../db/schema/index.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";
import {
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";
import { payOnPage } from "../../test/kits/payments-kit.ts";

/** The mosque the donation page names, and the receipt a donor with an address gets, once, in their language. */

const shop = useTestShop();

const mailsTo = (address: string) =>
  shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, address), eq(outbox.channel, "email")));

async function donate(donor: TestClient, body: Record<string, unknown>, language = "en") {
  const res = await donor.request("POST", "/api/donations/checkout", body, { "accept-language": language });
  expect(res.status).toBe(200);
  await payOnPage(donor, new URL(res.body.url).pathname);
  const [row] = await shop.database.db
    .select()
    .from(donations)
    .where(eq(donations.providerSessionId, res.body.sessionId));
  return row!;
}

describe("the mosque's name", () => {
  it("is the default until an admin names another, which the page then shows", async () => {
    expect((await shop.client().get("/api/donation-settings")).body).toEqual({
      mosqueName: DEFAULT_MOSQUE_NAME,
    });
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const res = await admin.patch("/api/admin/donation-settings", { mosqueName: "  Masjid An-Nur  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mosqueName: "Masjid An-Nur" });
    expect(res.body.message).toEqual(expect.any(String));
    expect((await shop.client().get("/api/donation-settings")).body).toEqual({ mosqueName: "Masjid An-Nur" });
    const [audit] = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, "donations"));
    expect(audit).toMatchObject({ action: "settings.changed", after: { mosqueName: "Masjid An-Nur" } });
  });

  it("is for admins to change, and a blank name is refused with nothing changed", async () => {
    const before = (await shop.client().get("/api/donation-settings")).body;
    expect((await shop.client().patch("/api/admin/donation-settings", { mosqueName: "X Y" })).status).toBe(
      401,
    );
    const member = shop.client();
    await signUp(member);
    expect((await member.patch("/api/admin/donation-settings", { mosqueName: "X Y" })).status).toBe(403);
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const blank = await admin.patch("/api/admin/donation-settings", { mosqueName: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(messages.en.mosqueNameTooShort);
    expect((await admin.patch("/api/admin/donation-settings", { mosqueName: "m".repeat(121) })).status).toBe(
      400,
    );
    expect((await shop.client().get("/api/donation-settings")).body).toEqual(before);
  });
});

describe("the donor's receipt", () => {
  it("goes once, in Somali, to a donor who gave an address, naming the mosque and a Somali date", async () => {
    const address = `${uniqueName("donor")}@example.com`;
    const { mosqueName } = (await shop.client().get("/api/donation-settings")).body;
    const row = await donate(shop.client(), { amount: 12, donorName: "Xaliimo", donorEmail: address }, "so");
    await expect.poll(async () => (await mailsTo(address)).length).toBe(1);
    const [mail] = await mailsTo(address);
    expect(mail).toMatchObject({ language: "so" });
    expect(mail!.subject).toContain("$12.00");
    expect(mail!.subject).toContain(mosqueName);
    expect(mail!.textBody).toContain("Salaan Xaliimo,");
    expect(mail!.textBody).toContain(so.donate.receiptEmail.amount);
    // The month in the café's Somali names, whatever month the test runs in.
    expect(mail!.textBody).toMatch(
      /Jannaayo|Febraayo|Maarso|Abriil|May|Juun|Luulyo|Ogost|Sebtembar|Oktoobar|Nofembar|Desembar/,
    );
    expect(mail!.textBody).not.toMatch(
      /January|February|March|April|June|July|August|September|October|November|December/,
    );

    // The payment's event heard again, or by another instance: still one receipt.
    await publishEvent(shop.database.db, { kind: "donation", donationId: row.id });
    await shop.client().get(`/api/donation/${row.providerSessionId}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(address)).toHaveLength(1);
    const [after] = await shop.database.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after!.receiptSentAt).toBeInstanceOf(Date);
  });

  it("is in English for an English donor, and none goes to a donor who gave no address", async () => {
    const address = `${uniqueName("donor")}@example.com`;
    await donate(shop.client(), { amount: 5, donorEmail: address });
    await expect.poll(async () => (await mailsTo(address)).length).toBe(1);
    const [mail] = await mailsTo(address);
    expect(mail).toMatchObject({ language: "en" });
    expect(mail!.textBody).toContain("Thank you for your donation of $5.00");

    const anonymous = await donate(shop.client(), { amount: 6 });
    await publishEvent(shop.database.db, { kind: "donation", donationId: anonymous.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await shop.database.db.select().from(donations).where(eq(donations.id, anonymous.id));
    expect(row).toMatchObject({ status: "paid", receiptSentAt: null });
  });

  it("is not sent for a donation that was never paid", async () => {
    const address = `${uniqueName("donor")}@example.com`;
    const donor = shop.client();
    const res = await donor.post("/api/donations/checkout", { amount: 9, donorEmail: address });
    const [row] = await shop.database.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, res.body.sessionId));
    await publishEvent(shop.database.db, { kind: "donation", donationId: row!.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(address)).toHaveLength(0);
  });
});
