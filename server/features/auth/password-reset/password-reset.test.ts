import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR } from "../../../../contract/newsletter.ts";
import { PASSWORD_RESET_LINK_MINUTES, type ResetPasswordInput } from "../../../../contract/password-reset.ts";
import { outbox, users } from "../../../db/schema/index.ts";
import { OPEN_MOMENT } from "../../../lib/clock.ts";
import { messages, signUp, type TestClient, uniqueName, useTestShop } from "../../../test/harness.ts";

let now = OPEN_MOMENT.getTime();
// The limits as a shop runs them: one address may be mailed only a few times an hour.
const shop = useTestShop({ clock: () => new Date(now), rateLimitScale: 1 });

const address = (name = "hodan") => `${uniqueName(name)}@example.com`;
const mailsTo = (email: string) =>
  shop.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
const forgot = (client: TestClient, email: string) => client.post("/api/auth/forgot-password", { email });
const reset = (client: TestClient, body: Partial<ResetPasswordInput>) =>
  client.post("/api/auth/reset-password", body);
const signIn = (username: string, password: string) =>
  shop.client().post("/api/login", { username, password });

/** The mail goes out after the answer: waits for the `count`th to this address. */
async function mailed(email: string, count = 1) {
  return vi.waitFor(async () => {
    const mails = await mailsTo(email);
    if (mails.length < count) throw new Error(`${mails.length} mails to ${email}`);
    return mails;
  });
}

/** The newest link mailed to this address, as the web app's /reset-password page reads it. */
async function resetLink(email: string, count = 1) {
  const mails = await mailed(email, count);
  const url = mails.at(-1)!.textBody.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!url) throw new Error(`no reset link mailed to ${email}`);
  const query = new URL(url).searchParams;
  return {
    user: Number(query.get("user")),
    expires: Number(query.get("expires")),
    token: query.get("token")!,
  };
}

async function memberWithEmail() {
  const email = address();
  const client = shop.client();
  const member = await signUp(client, { email, fullName: "Hodan Ali" });
  return { ...member, email, client };
}

describe("asking for a link", () => {
  it("mails the account's address a link that names the username, whatever case the address is typed in", async () => {
    const { email, username } = await memberWithEmail();
    const res = await forgot(shop.client(), `  ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    const [verification, mail] = await mailed(email, 2);
    expect(verification?.subject).not.toBe(mail?.subject);
    expect(mail?.subject).toBe("Choose a new Somali Sips password");
    expect(mail?.textBody).toContain(username);
    expect(mail?.textBody).toContain(`${PASSWORD_RESET_LINK_MINUTES} minutes`);
    expect(mail?.htmlBody).toContain("/reset-password?user=");
    const link = await resetLink(email, 2);
    expect(link.expires).toBe(Math.floor(now / 1000) + PASSWORD_RESET_LINK_MINUTES * 60);
  });

  it("links to the shop's own address, never to the Host a stranger's request names", async () => {
    const { email } = await memberWithEmail();
    const forged = await shop
      .client()
      .request("POST", "/api/auth/forgot-password", { email }, { host: "evil.example" });
    expect(forged.status).toBe(200);
    const mail = (await mailed(email, 2)).at(-1)!;
    expect(mail.textBody).not.toContain("evil.example");
    expect(mail.htmlBody).not.toContain("evil.example");
    // The test's shop has no PUBLIC_URL and listens on no port: its own address is plain localhost.
    expect(mail.textBody).toContain("http://localhost/reset-password?user=");
  });

  it("writes in the language the visitor reads the shop in", async () => {
    const { email } = await memberWithEmail();
    const client = shop.client();
    client.language = "so";
    expect((await forgot(client, email)).status).toBe(200);
    const mails = await mailed(email, 2);
    expect(mails.at(-1)?.subject).toBe("Dooro furaha sirta ah ee cusub ee Somali Sips");
    expect(mails.at(-1)?.language).toBe("so");
  });

  it("answers an address no account uses byte for byte as one that has an account, and mails nothing", async () => {
    const { email } = await memberWithEmail();
    const stranger = address("nobody");
    const known = await forgot(shop.client(), email);
    const unknown = await forgot(shop.client(), stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw.body).toBe(known.raw.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    await mailed(email, 2);
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it("refuses a missing or malformed address with the catalogue's text, mailing nothing", async () => {
    const missing = await shop.client().post("/api/auth/forgot-password", {});
    expect(missing.status).toBe(400);
    const malformed = await forgot(shop.client(), "not-an-address");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(messages.en.invalidEmail);
    expect(malformed.body.code).toBe("invalidEmail");
    expect(await mailsTo("not-an-address")).toEqual([]);
  });

  it("mails one address a few times an hour at most, whoever asks, and says so alike for any address", async () => {
    const { email } = await memberWithEmail();
    const stranger = address("nobody");
    for (const to of [email, stranger])
      for (let i = 0; i < PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR; i++)
        expect((await forgot(shop.client(), to)).status).toBe(200);
    const refused = await forgot(shop.client(), email);
    const refusedStranger = await forgot(shop.client(), stranger);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    expect(refusedStranger.raw.body).toBe(refused.raw.body);
    // The verification mail of sign-up, then one link per allowed request.
    expect(await mailed(email, 1 + PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR)).toHaveLength(
      1 + PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR,
    );
  });
});

describe("choosing the new password", () => {
  it("replaces the password, signs every browser out, proves the address, and works once", async () => {
    const { email, username, password, user, client } = await memberWithEmail();
    expect((await client.get("/api/user")).status).toBe(200);
    await forgot(shop.client(), email);
    const link = await resetLink(email, 2);

    const res = await reset(shop.client(), { ...link, newPassword: "cardamom kettle at noon" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await client.get("/api/user")).status).toBe(401);
    expect((await signIn(username, password)).status).toBe(401);
    expect((await signIn(username, "cardamom kettle at noon")).status).toBe(200);
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
    const notice = (await mailsTo(email)).at(-1);
    expect(notice?.subject).toBe("Your Somali Sips password was changed");
    expect(notice?.textBody).toContain(username);
    expect(notice?.textBody).toMatch(/https?:\/\/\S+\/forgot-password/);

    const again = await reset(shop.client(), { ...link, newPassword: "another kettle entirely" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: messages.en.invalidResetLink, code: "invalidResetLink" });
    expect((await signIn(username, "another kettle entirely")).status).toBe(401);
  });

  it("lets one of two posts of one link at once through, and the other finds it used", async () => {
    const { email, username } = await memberWithEmail();
    await forgot(shop.client(), email);
    const link = await resetLink(email, 2);
    const answers = await Promise.all(
      ["cardamom kettle at noon", "ginger kettle at dusk"].map((newPassword) =>
        reset(shop.client(), { ...link, newPassword }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const chosen = answers[0]!.status === 200 ? "cardamom kettle at noon" : "ginger kettle at dusk";
    expect((await signIn(username, chosen)).status).toBe(200);
  });

  it("refuses a link past its hour, a changed signature, another account's id and an unknown one alike", async () => {
    const { email, username, password } = await memberWithEmail();
    const other = await memberWithEmail();
    await forgot(shop.client(), email);
    const link = await resetLink(email, 2);
    const newPassword = "cardamom kettle at noon";

    const tries = [
      { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith("A") ? "B" : "A"}` },
      { ...link, user: other.user.id },
      { ...link, user: 2_000_000 },
      { ...link, expires: link.expires + 60 },
    ];
    const answers = [];
    for (const body of tries) answers.push(await reset(shop.client(), { ...body, newPassword }));
    now += (PASSWORD_RESET_LINK_MINUTES * 60 + 1) * 1000;
    answers.push(await reset(shop.client(), { ...link, newPassword }));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.raw.body).toBe(answers[0]!.raw.body);
    }
    expect(answers[0]!.body.code).toBe("invalidResetLink");
    expect((await signIn(username, password)).status).toBe(200);
    expect((await signIn(other.username, other.password)).status).toBe(200);
  });

  it("stops working once the member changes their email", async () => {
    const { email, client } = await memberWithEmail();
    await forgot(shop.client(), email);
    const link = await resetLink(email, 2);
    expect((await client.patch("/api/user", { email: address("new") })).status).toBe(200);
    const res = await reset(shop.client(), { ...link, newPassword: "cardamom kettle at noon" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalidResetLink");
  });

  it("holds the new password to registration's rules, in the reader's language, and keeps the link for a good one", async () => {
    const { email, username, password } = await memberWithEmail();
    await forgot(shop.client(), email);
    const link = await resetLink(email, 2);

    const short = await reset(shop.client(), { ...link, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].path).toEqual(["newPassword"]);
    const client = shop.client();
    client.language = "so";
    const withName = await reset(client, { ...link, newPassword: `${username} at noon` });
    expect(withName.status).toBe(400);
    expect(withName.body).toMatchObject({
      error: messages.so.passwordContainsUsername,
      code: "passwordContainsUsername",
      errors: [{ path: ["newPassword"] }],
    });
    const common = await reset(shop.client(), { ...link, newPassword: "password123" });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe("commonPassword");
    const missing = await shop.client().post("/api/auth/reset-password", { user: link.user });
    expect(missing.status).toBe(400);
    expect((await signIn(username, password)).status).toBe(200);

    expect((await reset(shop.client(), { ...link, newPassword: "cardamom kettle at noon" })).status).toBe(
      200,
    );
  });
});
