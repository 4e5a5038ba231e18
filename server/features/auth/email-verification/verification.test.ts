import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "../../../db/schema/index.ts";
import {
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../../test/harness.ts";

const shop = useTestShop();

const mailsTo = (email: string) =>
  shop.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);

/** The newest verification link mailed to this address, as the web app's /verify-email page reads it. */
async function verificationLink(email: string) {
  const mails = await mailsTo(email);
  const url = [...mails]
    .reverse()
    .map((mail) => mail.textBody.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0])
    .find(Boolean);
  if (!url) throw new Error(`no verification link mailed to ${email}`);
  const query = new URL(url).searchParams;
  return {
    user: Number(query.get("user")),
    email: query.get("email")!,
    expires: Number(query.get("expires")),
    token: query.get("token")!,
  };
}

async function stored(id: number) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const verify = (client: TestClient, body: Record<string, unknown>) =>
  client.post("/api/user/email/verify", body);

describe("email verification", () => {
  it("links to the shop's own address, never to the Host of the request that named the address", async () => {
    // A squatter registering someone else's address must not have its owner mailed a link to the squatter's site.
    const email = `${uniqueName("hodan")}@example.com`;
    const res = await shop
      .client()
      .request(
        "POST",
        "/api/register",
        { username: uniqueName(), password: "correct horse battery staple", email },
        { host: "evil.example" },
      );
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.textBody).not.toContain("evil.example");
    expect(mail?.textBody).toContain("http://localhost/verify-email?");
  });

  it("mails a link at registration, in the member's language; following it proves the address", async () => {
    const email = `${uniqueName("hodan")}@example.com`;
    const member = shop.client();
    const { user } = await signUp(member, { email });
    expect(user.emailVerified).toBe(false);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Please verify your Somali Sips email address");

    // Any browser may follow the link: the link is the proof.
    const res = await verify(shop.client(), await verificationLink(email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, email });
    expect((await stored(user.id)).emailVerified).toBe(true);
    expect((await member.get("/api/user")).body.emailVerified).toBe(true);
  });

  it("writes the email in Somali for a member who registered in Somali", async () => {
    const email = `${uniqueName("xaliimo")}@example.com`;
    const res = await shop
      .client()
      .request(
        "POST",
        "/api/register",
        { username: uniqueName(), password: "correct horse battery staple", email },
        { "accept-language": "so" },
      );
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Fadlan xaqiiji cinwaankaaga iimaylka ee Somali Sips");
  });

  it("refuses a tampered, foreign or expired link and changes nothing", async () => {
    const email = `${uniqueName("ayaan")}@example.com`;
    const { user } = await signUp(shop.client(), { email });
    const link = await verificationLink(email);
    const other = await signUp(shop.client(), { email: `${uniqueName("other")}@example.com` });
    for (const body of [
      // Its last character changed: to "A", unless it already was one (a 1 in 64 chance, and then no tampering).
      { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith("A") ? "B" : "A"}` },
      { ...link, user: other.user.id },
      { ...link, expires: link.expires + 1 },
      { ...link, email: "someone.else@example.com" },
      { ...link, expires: 1000 },
    ]) {
      const res = await verify(shop.client(), body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidVerificationLink);
    }
    expect((await stored(user.id)).emailVerified).toBe(false);
    expect((await stored(other.user.id)).emailVerified).toBe(false);
    expect((await verify(shop.client(), { user: "x" })).status).toBe(400);
  });

  it("unproves a changed email, mails the new one, and an old link proves nothing", async () => {
    const email = `${uniqueName("sahra")}@example.com`;
    const member = shop.client();
    const { user } = await signUp(member, { email });
    const oldLink = await verificationLink(email);
    expect((await verify(shop.client(), oldLink)).status).toBe(200);

    const next = `${uniqueName("sahra")}@example.com`;
    const changed = await member.patch("/api/user", { email: next });
    expect(changed.status).toBe(200);
    expect(changed.body.emailVerified).toBe(false);
    expect((await verify(shop.client(), oldLink)).status).toBe(400);
    expect((await stored(user.id)).emailVerified).toBe(false);
    expect((await verify(shop.client(), await verificationLink(next))).status).toBe(200);
    expect((await stored(user.id)).emailVerified).toBe(true);

    // The same address in other capitals is no change.
    const same = await member.patch("/api/user", { email: next.toUpperCase() });
    expect(same.body.emailVerified).toBe(true);
  });

  it("sends the link again on request, only to a signed-in member with an unproved email", async () => {
    expect((await shop.client().post("/api/user/email/verification")).status).toBe(401);
    const email = `${uniqueName("idil")}@example.com`;
    const member = shop.client();
    await signUp(member, { email });
    const res = await member.post("/api/user/email/verification");
    expect(res.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    await verify(shop.client(), await verificationLink(email));
    const again = await member.post("/api/user/email/verification");
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(messages.en.emailAlreadyVerified);

    const noEmail = shop.client();
    await signUp(noEmail);
    const none = await noEmail.post("/api/user/email/verification");
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(messages.en.noEmailToVerify);
  });

  it("counts an address the café's admin enters as verified", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const email = `${uniqueName("added")}@example.com`;
    const res = await admin.post("/api/register", {
      username: uniqueName("added"),
      password: "correct horse battery staple",
      email,
    });
    expect(res.status).toBe(201);
    expect(res.body.emailVerified).toBe(true);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});
