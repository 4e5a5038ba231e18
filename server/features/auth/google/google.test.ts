import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../../db/schema/index.ts";
import { signUp, type TestClient, uniqueName, useTestShop } from "../../../test/harness.ts";
import { type OidcProviderKit, startOidcProvider } from "../../../test/kits/oidc-kit.ts";
import { ensureAdmin } from "../admin-bootstrap.ts";
import { usernameBase } from "./google-accounts.ts";
import type { GoogleSignInOptions } from "./google-oidc.ts";

const shopUrl = "http://shop.test";
const failed = "/auth?error=google-auth-failed";

/** Filled in once the provider listens; the shop reads it when it starts (hooks run in order). */
const google: GoogleSignInOptions = { clientId: "", clientSecret: "", issuerUrl: "" };
let provider: OidcProviderKit;

beforeAll(async () => {
  provider = await startOidcProvider(shopUrl);
  Object.assign(google, {
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    issuerUrl: provider.issuerUrl,
  });
});
afterAll(() => provider?.close());

/** Starts at the shop, signs in at the provider, and stops just before the browser returns to the shop. */
async function untilCallback(client: TestClient) {
  const start = await client.get("/auth/google");
  expect(start.status).toBe(302);
  const location = String(start.headers.location);
  expect(location.startsWith(`${provider.issuerUrl}/`)).toBe(true);
  const callback = await provider.authorize(location);
  expect(callback.pathname).toBe("/auth/google/callback");
  return { callback, authorization: new URL(location), flowCookie: client.cookie("google_sign_in")! };
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** The fields of the newest verification link mailed to this address. */
async function verificationLink(shop: ReturnType<typeof useTestShop>, email: string) {
  const { db } = shop.database;
  const mails = await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
  const url = mails.at(-1)?.textBody.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  if (!url) throw new Error(`no verification link mailed to ${email}`);
  const query = new URL(url).searchParams;
  return {
    user: Number(query.get("user")),
    email: query.get("email"),
    expires: Number(query.get("expires")),
    token: query.get("token"),
  };
}

async function storedBySubject(shop: ReturnType<typeof useTestShop>, sub: string) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.googleSubject, sub));
  return row;
}

describe("Google sign-in against a real OpenID provider", () => {
  const shop = useTestShop({ publicUrl: shopUrl, google });

  it("says Google sign-in is on", async () => {
    const res = await shop.client().get("/api/auth/providers");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ google: true });
  });

  it("sends the browser to the provider with PKCE (S256), state, nonce and the shop's callback", async () => {
    const client = shop.client();
    const res = await client.get("/auth/google");
    const url = new URL(String(res.headers.location));
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("redirect_uri")).toBe(`${shopUrl}/auth/google/callback`);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/google_sign_in=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/auth\/google/);
    // The verifier is sealed: neither it nor the state can be read from the cookie.
    expect(client.cookie("google_sign_in")).not.toContain(url.searchParams.get("state"));
  });

  it("creates a member named after the Google account, with the welcome bonus once, and signs them in", async () => {
    const sub = uniqueName("google");
    const email = `${sub}@gmail.example`;
    provider.signInAs({ sub, email, email_verified: true, name: "Faadumo Cali Xasan" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    const res = await client.get(pathOf(callback));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: "faadumo.cali.xasan",
      fullName: "Faadumo Cali Xasan",
      email,
      isAdmin: false,
      loyaltyPoints: 50,
    });

    // The same Google account again: the same member, no second bonus.
    const again = shop.client();
    const second = await untilCallback(again);
    expect((await again.get(pathOf(second.callback))).headers.location).toBe("/");
    const meAgain = await again.get("/api/user");
    expect(meAgain.body).toMatchObject({ id: me.body.id, loyaltyPoints: 50 });
  });

  it("lets a member made by Google set a first password without a current one, then sign in with it", async () => {
    const sub = uniqueName("setter");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Xaliimo Warsame" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    await client.get(pathOf(callback));
    const me = await client.get("/api/user");
    expect(me.body.hasPassword).toBe(false);

    const weak = await client.post("/api/user/password", { newPassword: "short" });
    expect(weak.status).toBe(400);
    expect((await client.get("/api/user")).body.hasPassword).toBe(false);

    const newPassword = "shaah at the mall fountain";
    const set = await client.post("/api/user/password", { newPassword });
    expect(set.status).toBe(200);
    expect((await client.get("/api/user")).body.hasPassword).toBe(true);
    const login = await shop
      .client()
      .post("/api/login", { username: me.body.username, password: newPassword });
    expect(login.status).toBe(200);

    // Once set, changing it needs the current one like anyone else's.
    const without = await client.post("/api/user/password", { newPassword: "another long passphrase" });
    expect(without.status).toBe(400);
    const withIt = await client.post("/api/user/password", {
      currentPassword: newPassword,
      newPassword: "another long passphrase",
    });
    expect(withIt.status).toBe(200);
  });

  it("gives a second person of the same name a username of their own", async () => {
    for (const n of [1, 2]) {
      const sub = uniqueName("namesake");
      provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Cabdi Nuur" });
      const client = shop.client();
      const { callback } = await untilCallback(client);
      await client.get(pathOf(callback));
      expect((await client.get("/api/user")).body.username).toBe(n === 1 ? "cabdi.nuur" : "cabdi.nuur2");
    }
  });

  it("links to the member whose email the provider says is verified, keeping their points", async () => {
    const member = shop.client();
    const email = `${uniqueName("hodan")}@example.com`;
    const { user } = await signUp(member, { email });
    expect((await member.post("/api/user/email/verify", await verificationLink(shop, email))).status).toBe(
      200,
    );
    const sub = uniqueName("google");
    provider.signInAs({ sub, email: email.toUpperCase(), email_verified: true, name: "Hodan" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    expect((await client.get(pathOf(callback))).headers.location).toBe("/");
    const me = await client.get("/api/user");
    expect(me.body).toMatchObject({
      id: user.id,
      username: user.username,
      loyaltyPoints: user.loyaltyPoints,
    });
    expect((await storedBySubject(shop, sub))?.id).toBe(user.id);
  });

  it("never joins a Google account to a member who did not prove the same email (registered first by someone else)", async () => {
    // Someone registers the victim's address first, with a password of their own.
    const email = `${uniqueName("victim")}@gmail.example`;
    const squatter = shop.client();
    const { user } = await signUp(squatter, { email });
    // The victim, owner of the address, later opens the shop with Google.
    const sub = uniqueName("google");
    provider.signInAs({ sub, email, email_verified: true, name: "The Owner" });
    const victim = shop.client();
    const { callback } = await untilCallback(victim);
    const res = await victim.get(pathOf(callback));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/auth?error=google-email-unverified");
    expect((await victim.get("/api/user")).status).toBe(401);
    expect(await storedBySubject(shop, sub)).toBeUndefined();
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();
  });

  it("marks a member made by Google as having a verified email", async () => {
    const sub = uniqueName("google");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Deeqa Cali" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    await client.get(pathOf(callback));
    expect((await client.get("/api/user")).body).toMatchObject({ emailVerified: true, googleLinked: true });
  });

  it("lets a member signed in with the password link Google from the profile, then sign in with it", async () => {
    const email = `${uniqueName("nimco")}@example.com`;
    const member = shop.client();
    const { user } = await signUp(member, { email });
    expect((await member.get("/api/user")).body).toMatchObject({ emailVerified: false, googleLinked: false });
    const sub = uniqueName("google");
    provider.signInAs({ sub, email, email_verified: true, name: "Nimco" });
    const start = await member.get("/auth/google/link");
    expect(start.status).toBe(302);
    const callback = await provider.authorize(String(start.headers.location));
    const res = await member.get(pathOf(callback));
    expect(res.headers.location).toBe("/profile?google=linked");
    // Google vouched for the member's own address, so it counts as proved too.
    expect((await member.get("/api/user")).body).toMatchObject({ emailVerified: true, googleLinked: true });

    const later = shop.client();
    const flow = await untilCallback(later);
    expect((await later.get(pathOf(flow.callback))).headers.location).toBe("/");
    expect((await later.get("/api/user")).body.id).toBe(user.id);
  });

  it("links from the profile only for a signed-in member, and never a Google account another member has", async () => {
    const anonymous = await shop.client().get("/auth/google/link");
    expect(anonymous.headers.location).toBe("/auth");

    const sub = uniqueName("google");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "First Owner" });
    const first = shop.client();
    await first.get(pathOf((await untilCallback(first)).callback));

    const member = shop.client();
    const { user } = await signUp(member, { email: `${uniqueName("second")}@example.com` });
    const start = await member.get("/auth/google/link");
    const callback = await provider.authorize(String(start.headers.location));
    expect((await member.get(pathOf(callback))).headers.location).toBe("/profile?google=google-link-taken");
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();

    // A link flow finished in a browser that is no longer signed in as that member links nothing.
    const other = shop.client();
    await signUp(other);
    provider.signInAs({
      sub: uniqueName("google"),
      email: "x@gmail.example",
      email_verified: true,
      name: "X",
    });
    const started = await other.get("/auth/google/link");
    const back = await provider.authorize(String(started.headers.location));
    await other.post("/api/logout");
    expect((await other.get(pathOf(back))).headers.location).toBe("/profile?google=google-auth-failed");
  });

  it("refuses an unverified email: no link, no new member", async () => {
    const member = shop.client();
    const email = `${uniqueName("ayaan")}@example.com`;
    const { user } = await signUp(member, { email });
    const sub = uniqueName("google");
    provider.signInAs({ sub, email, email_verified: false, name: "Not Ayaan" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    const res = await client.get(pathOf(callback));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(failed);
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await storedBySubject(shop, sub)).toBeUndefined();
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();

    // Nor an account of a new email the provider has not verified.
    const other = uniqueName("google");
    provider.signInAs({
      sub: other,
      email: `${other}@gmail.example`,
      email_verified: false,
      name: "Someone",
    });
    const stranger = shop.client();
    const flow = await untilCallback(stranger);
    expect((await stranger.get(pathOf(flow.callback))).headers.location).toBe(failed);
    expect(await storedBySubject(shop, other)).toBeUndefined();
  });

  it("does not sign an admin in through Google", async () => {
    const adminName = uniqueName("admin");
    await ensureAdmin(shop.database.db, adminName, "admin password for tests");
    const email = `${adminName}@example.com`;
    await shop.database.db.update(users).set({ email }).where(eq(users.username, adminName));
    provider.signInAs({ sub: uniqueName("google"), email, email_verified: true, name: "Boss" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    expect((await client.get(pathOf(callback))).headers.location).toBe(failed);
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("refuses a tampered state", async () => {
    const sub = uniqueName("google");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Maxamed" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const res = await client.get(pathOf(callback));
    expect(res.headers.location).toBe(failed);
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await storedBySubject(shop, sub)).toBeUndefined();
  });

  it("refuses a code brought back by a browser that did not start the sign-in", async () => {
    const sub = uniqueName("google");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Idil" });
    const { callback } = await untilCallback(shop.client());
    const attacker = shop.client();
    expect((await attacker.get(pathOf(callback))).headers.location).toBe(failed);
    expect((await attacker.get("/api/user")).status).toBe(401);
  });

  it("refuses a replayed code, even with the flow's own cookie", async () => {
    const sub = uniqueName("google");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Warsame" });
    const client = shop.client();
    const { callback, flowCookie } = await untilCallback(client);
    expect((await client.get(pathOf(callback))).headers.location).toBe("/");

    const replay = shop.client();
    replay.setCookie("google_sign_in", flowCookie);
    const res = await replay.get(pathOf(callback));
    expect(res.headers.location).toBe(failed);
    expect((await replay.get("/api/user")).status).toBe(401);
  });

  it("refuses a callback the provider sent with an error (the person said no)", async () => {
    const client = shop.client();
    const start = await client.get("/auth/google");
    const state = new URL(String(start.headers.location)).searchParams.get("state");
    const res = await client.get(`/auth/google/callback?error=access_denied&state=${state}`);
    expect(res.headers.location).toBe(failed);
  });

  it("clears the flow's cookie after the callback", async () => {
    const sub = uniqueName("google");
    provider.signInAs({ sub, email: `${sub}@gmail.example`, email_verified: true, name: "Sahra" });
    const client = shop.client();
    const { callback } = await untilCallback(client);
    await client.get(pathOf(callback));
    expect(client.cookie("google_sign_in")).toBeUndefined();
  });
});

describe("Google sign-in when the provider is down", () => {
  const down: GoogleSignInOptions = { clientId: "c", clientSecret: "s", issuerUrl: "" };
  beforeAll(async () => {
    // A port that was free a moment ago and that nobody listens on now.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    down.issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const shop = useTestShop({ publicUrl: shopUrl, google: down });

  it("sends the browser back to the sign-in page with google-auth-failed", async () => {
    const client = shop.client();
    const res = await client.get("/auth/google");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(failed);
    expect((await client.get("/auth/google/callback?code=x&state=y")).headers.location).toBe(failed);
  });
});

describe("Google sign-in when not configured", () => {
  const shop = useTestShop();

  it("says so, and the link returns to the sign-in page", async () => {
    expect((await shop.client().get("/api/auth/providers")).body).toEqual({ google: false });
    const res = await shop.client().get("/auth/google");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(failed);
  });
});

describe("usernameBase", () => {
  it.each([
    ["Amina Warsame", "a@x.example", "amina.warsame"],
    ["  Ésa  O'Brien ", "a@x.example", "ésa.obrien"],
    ["☕", "hodan.ali@x.example", "hodan.ali"],
    [undefined, "ab@x.example", "memberab"],
    ["X".repeat(60), "a@x.example", "x".repeat(27)],
  ])("makes %s into a valid username", (name, email, expected) => {
    expect(usernameBase(name, email)).toBe(expected);
  });
});
