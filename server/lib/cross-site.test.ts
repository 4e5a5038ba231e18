import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, outbox } from "../db/schema/index.ts";
import { countRows, messages, signInAsAdmin, signUp, startTestShop, type TestShop } from "../test/harness.ts";

/** docs/architecture.md "Security": what another site's page makes a signed-in browser send is refused. */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const address = { label: "Home", street: "1 Karmel Mall" };
const evil = { origin: "https://evil.example" };

describe("a request from another site", () => {
  it("is refused with 403 and changes nothing, whatever the method", async () => {
    const member = shop.client();
    await signUp(member);
    const before = await countRows(shop, addresses);
    const posted = await member.request("POST", "/api/user/addresses", address, evil);
    expect(posted.status).toBe(403);
    expect(posted.body).toEqual({ error: messages.en.crossSiteRefused, code: "crossSiteRefused" });
    const patched = await member.request("PATCH", "/api/user", { fullName: "Someone Else" }, evil);
    expect(patched.status).toBe(403);
    expect((await member.get("/api/user")).body.fullName).not.toBe("Someone Else");
    expect((await member.request("DELETE", "/api/user/addresses/1", undefined, evil)).status).toBe(403);
    expect((await member.request("POST", "/api/logout", {}, { origin: "null" })).status).toBe(403);
    expect(await countRows(shop, addresses)).toBe(before);
  });

  it("is told so in Somali", async () => {
    const member = shop.client();
    member.language = "so";
    const res = await member.request("POST", "/api/user/addresses", address, evil);
    expect(res.body).toEqual({ error: messages.so.crossSiteRefused, code: "crossSiteRefused" });
  });

  it("falls back to Sec-Fetch-Site: cross-site and same-site are refused, same-origin and none pass", async () => {
    const member = shop.client();
    await signUp(member);
    const post = (site: string) =>
      member.request("POST", "/api/user/addresses", address, { "sec-fetch-site": site });
    expect((await post("cross-site")).status).toBe(403);
    expect((await post("same-site")).status).toBe(403);
    expect((await post("same-origin")).status).toBe(201);
    expect((await post("none")).status).toBe(201);
  });

  it("passes from our own page, and with neither header (curl, another server)", async () => {
    const member = shop.client();
    await signUp(member);
    const own = await member.request("POST", "/api/user/addresses", address, { origin: "http://localhost" });
    expect(own.status).toBe(201);
    expect((await member.post("/api/user/addresses", address)).status).toBe(201);
  });

  it("may still read: a GET that changes nothing is not refused", async () => {
    const res = await shop.client().get("/api/menu", { "sec-fetch-site": "cross-site", ...evil });
    expect(res.status).toBe(200);
  });

  it("cannot make an admin mail the ledger or sync the catalog with a link", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const link = "/api/export/loyalty-data?includeAll=true&email=someone@else.example";
    expect((await admin.get(link, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await admin.get("/api/stripe/sync-products", { "sec-fetch-site": "cross-site" })).status).toBe(
      403,
    );
    expect(
      await shop.database.db.select().from(outbox).where(eq(outbox.recipient, "someone@else.example")),
    ).toEqual([]);
  });

  it("leaves the signed webhook and the one-click unsubscribe open to other senders", async () => {
    const webhook = await shop.client().request("POST", "/api/stripe/webhook", { type: "x" }, evil);
    expect(webhook.status).not.toBe(403);
    // Open to the signed link only: a wrong signature is the route's 400, email alone is refused.
    const signed = await shop
      .client()
      .request("POST", "/api/newsletter/unsubscribe", { email: "reader@example.com", token: "x" }, evil);
    expect(signed.status).toBe(400);
    const unsigned = await shop
      .client()
      .request("POST", "/api/newsletter/unsubscribe", { email: "reader@example.com" }, evil);
    expect(unsigned.status).toBe(403);
  });
});

describe("a mailed loyalty export", () => {
  it("goes only to the requesting admin's own address", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    expect((await admin.patch("/api/user", { email: "boss@somalisips.example" })).status).toBe(200);
    const stranger = await admin.get("/api/export/loyalty-data?includeAll=true&email=someone@else.example");
    expect(stranger.status).toBe(403);
    const own = await admin.get("/api/export/loyalty-data?includeAll=true&email=boss@somalisips.example");
    expect(own.status).toBe(202);
    const sent = await shop.database.db.select().from(outbox);
    expect(sent.map((mail) => mail.recipient)).not.toContain("someone@else.example");
    expect(sent.map((mail) => mail.recipient)).toContain("boss@somalisips.example");
  });
});

describe("an empty text/plain POST", () => {
  it("is not processed: the session it would end stays open", async () => {
    const member = shop.client();
    await signUp(member);
    const res = await member.request("POST", "/api/logout", "", { "content-type": "text/plain" });
    expect([400, 415]).toContain(res.status);
    expect(typeof res.body.error).toBe("string");
    expect((await member.get("/api/user")).status).toBe(200);
  });
});

describe("with PUBLIC_URL set", () => {
  let hosted: TestShop;
  beforeAll(async () => {
    hosted = await startTestShop({ publicUrl: "https://shop.example/" });
  });
  afterAll(() => hosted.close());

  it("trusts the public origin, not whatever Host the request names", async () => {
    const member = hosted.client();
    await signUp(member);
    const post = (origin: string) => member.request("POST", "/api/user/addresses", address, { origin });
    expect((await post("https://shop.example")).status).toBe(201);
    expect((await post("http://localhost")).status).toBe(403);
    expect((await post("http://shop.example")).status).toBe(403);
  });
});
