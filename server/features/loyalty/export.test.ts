import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { useTestShop } from "../../test/harness.ts";
import {
  grant,
  type LoyaltyShop,
  loyaltyMessages,
  newMember,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/** GET /api/export/loyalty-data: CSV, PDF, mailed, and who may export what. */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const csvOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);

describe("GET /api/export/loyalty-data", () => {
  it("is the member's own history as the JSON array by default, whatever a wildcard Accept says", async () => {
    const { client, id } = await newMember(shop);
    await grant(ctx.admin, id, 30);
    await newMember(shop);
    const accepts: Record<string, string>[] = [
      {},
      { accept: "*/*" },
      { accept: "application/json, text/plain, */*" },
    ];
    for (const headers of accepts) {
      const res = await client.get("/api/export/loyalty-data", headers);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.body).toHaveLength(2);
      expect(res.body.every((row: { userId: number }) => row.userId === id)).toBe(true);
      expect(res.body.map((row: { amount: number }) => row.amount)).toContain(30);
    }
  });

  it("is CSV to a caller that asks for it by Accept or by format=csv", async () => {
    const { client, id, user } = await newMember(shop);
    await grant(ctx.admin, id, 30);
    await newMember(shop);
    const byFormat = await client.get("/api/export/loyalty-data?format=csv");
    expect(byFormat.status).toBe(200);
    expect(byFormat.headers["content-type"]).toMatch(/^text\/csv/);
    const res = await client.get("/api/export/loyalty-data", { accept: "text/csv" });
    expect(res.raw.body).toBe(byFormat.raw.body);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="somali-sip-points-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csvOf(res.raw.body);
    expect(lines[0]).toBe("Date,Member,Type,Status,Points,Description");
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(user.username))).toBe(true);
    expect(lines[1]).toContain(",30,test grant");
  });

  it("is a PDF with isPdf that opens: %PDF header, one page per screenful of rows", async () => {
    const { client, id } = await newMember(shop);
    for (let i = 0; i < 70; i++) await grant(ctx.admin, id, 1);
    const res = await client.get("/api/export/loyalty-data?isPdf=true");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-8).toString("latin1")).toContain("%%EOF");
    const text = bytes.toString("latin1");
    const pages = text.match(/\/Type \/Page\b(?!s)/g) ?? [];
    const count = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(text)?.[1] ?? /\/Count (\d+)/.exec(text)?.[1]);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(count).toBe(pages.length);
  });

  it("mails the export when an address is given: 202 'Export Requested'", async () => {
    const { client } = await newMember(shop, { email: "hodan.export@example.com" });
    const elsewhere = await client.get("/api/export/loyalty-data?email=stranger@example.com");
    expect(elsewhere.status).toBe(403);
    const res = await client.get("/api/export/loyalty-data?email=hodan.export@example.com");
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, message: loyaltyMessages.loyalty.export.requested });
    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.recipient, "hodan.export@example.com"),
          eq(outbox.subject, loyaltyMessages.loyalty.export.emailSubject),
        ),
      );
    expect(mail!.subject).toBe(loyaltyMessages.loyalty.export.emailSubject);
    expect(mail!.textBody).toContain("Date,Member,Type,Status,Points,Description");
    const bad = await client.get("/api/export/loyalty-data?email=not-an-address");
    expect(bad.status).toBe(400);
  });

  it("gives an admin every member with includeAll, as JSON to a caller that asks for JSON", async () => {
    const a = await newMember(shop);
    const b = await newMember(shop);
    const csv = await ctx.admin.get("/api/export/loyalty-data?includeAll=true", { accept: "text/csv" });
    expect(csv.status).toBe(200);
    expect(csv.raw.body).toContain(a.user.username);
    expect(csv.raw.body).toContain(b.user.username);
    const json = await ctx.admin.get("/api/export/loyalty-data?includeAll=true", {
      accept: "application/json",
    });
    expect(Array.isArray(json.body)).toBe(true);
    expect(json.body.some((row: { userId: number }) => row.userId === a.id)).toBe(true);
  });

  it("refuses a format it does not make with 400, and mails nothing", async () => {
    const { client } = await newMember(shop, { email: "format.export@example.com" });
    const res = await client.get("/api/export/loyalty-data?format=xml&email=format.export@example.com");
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe("string");
    const mails = await shop.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.recipient, "format.export@example.com"),
          eq(outbox.subject, loyaltyMessages.loyalty.export.emailSubject),
        ),
      );
    expect(mails).toHaveLength(0);
  });

  it("is 403 for a member asking for everyone, 401 for a guest", async () => {
    const { client } = await newMember(shop);
    expect((await client.get("/api/export/loyalty-data?includeAll=true")).status).toBe(403);
    expect((await shop.client().get("/api/export/loyalty-data")).status).toBe(401);
  });

  it("speaks Somali to a Somali reader", async () => {
    const { client } = await newMember(shop);
    client.language = "so";
    const res = await client.get("/api/export/loyalty-data?format=csv");
    expect(res.raw.body).toContain("Taariikh,Xubin,Nooc,Xaalad,Dhibco,Faahfaahin");
    expect(res.raw.body).toContain("Gunnada soo dhaweynta");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="dhibcaha-somali-sip-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });
});
