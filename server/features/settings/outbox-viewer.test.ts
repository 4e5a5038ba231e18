import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { signInAsAdmin, signUp, uniqueName, useTestShop } from "../../test/harness.ts";

/** GET /api/admin/outbox/page: every email and SMS, newest first, a page at a time, for admins only. */

const shop = useTestShop();

describe("the outbox viewer", () => {
  it("refuses guests with 401 and members with 403", async () => {
    expect((await shop.client().get("/api/admin/outbox/page")).status).toBe(401);
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/admin/outbox/page")).status).toBe(403);
  });

  it("lists emails and SMS newest first, a page at a time, and by channel", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const email = `${uniqueName("sub")}@example.com`;
    expect((await shop.client().post("/api/newsletter/subscribe", { email })).status).toBe(200);
    await shop.database.db.insert(outbox).values({
      channel: "sms",
      recipient: "+16125550123",
      subject: "",
      textBody: "Your Somali Sips code is 123456",
      htmlBody: "",
    });

    const first = await admin.get("/api/admin/outbox/page?pageSize=1");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.items).toMatchObject([
      {
        channel: "sms",
        recipient: "+16125550123",
        textBody: "Your Somali Sips code is 123456",
        status: "stored",
      },
    ]);
    expect(first.body.items[0]).not.toHaveProperty("htmlBody");
    const second = await admin.get("/api/admin/outbox/page?pageSize=1&page=2");
    expect(second.body.items).toMatchObject([{ channel: "email", recipient: email }]);

    const emails = await admin.get("/api/admin/outbox/page?channel=email");
    expect(emails.body.items.every((m: { channel: string }) => m.channel === "email")).toBe(true);
    expect(emails.body.items[0]).toMatchObject({ recipient: email });
    const sms = await admin.get("/api/admin/outbox/page?channel=sms");
    expect(sms.body).toMatchObject({ total: 1, items: [{ recipient: "+16125550123" }] });
  });

  it.each(["channel=fax", "page=0", "pageSize=101", "page=x"])("refuses %s with 400", async (query) => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    expect((await admin.get(`/api/admin/outbox/page?${query}`)).status).toBe(400);
  });
});
