import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "../../../contract/auth-rules.ts";
import { publicUserSchema } from "../../../contract/users.ts";
import { users } from "../../db/schema/index.ts";
import {
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";

const strongPassword = "shaah with cardamom";

const shop = useTestShop();

/** Exactly the public fields: no password hash, no 2FA secret, and never the password itself. */
function expectPublicUser(body: unknown, password?: string) {
  expect(publicUserSchema.strict().safeParse(body).success).toBe(true);
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/argon2|passwordHash|password_hash|twoFactorSecret/i);
  if (password) expect(text).not.toContain(password);
}

async function storedUser(username: string) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.username, username));
  return row;
}

const register = (client: TestClient, fields: Record<string, unknown>) =>
  client.post("/api/register", { username: uniqueName(), password: strongPassword, ...fields });

describe("POST /api/register", () => {
  describe("success", () => {
    it("creates the member with 201 and answers the public user", async () => {
      const client = shop.client();
      const username = uniqueName("amina");
      const res = await client.post("/api/register", {
        username,
        password: strongPassword,
        fullName: "Amina Warsame",
        email: `${username}@example.com`,
        phone: "+1 (612) 555-0100",
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username,
        fullName: "Amina Warsame",
        email: `${username}@example.com`,
        phone: "+1 (612) 555-0100",
        isAdmin: false,
        referredBy: null,
      });
      expectPublicUser(res.body, strongPassword);
    });

    it("needs only a username and a password", async () => {
      const res = await shop
        .client()
        .post("/api/register", { username: uniqueName(), password: strongPassword });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ fullName: null, email: null, phone: null });
    });

    it("treats empty optional fields as absent, as the form sends them", async () => {
      const res = await register(shop.client(), { fullName: "", email: "", phone: " " });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ fullName: null, email: null, phone: null });
    });

    it("signs the new member in", async () => {
      const client = shop.client();
      const username = uniqueName();
      await client.post("/api/register", { username, password: strongPassword });
      const me = await client.get("/api/user");
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(username);
    });

    it("sets an httpOnly, SameSite=Lax session cookie", async () => {
      const res = await register(shop.client(), {});
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(/sid=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
    });

    it("stores the password as an argon2id hash, never in clear", async () => {
      const username = uniqueName();
      await shop.client().post("/api/register", { username, password: strongPassword });
      const row = await storedUser(username);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(strongPassword);
    });

    it("generates a referral code for every member", async () => {
      const first = await register(shop.client(), {});
      const second = await register(shop.client(), {});
      expect(first.body.referralCode).toMatch(/^SIP[A-Z2-9]{6}$/);
      expect(second.body.referralCode).toMatch(/^SIP[A-Z2-9]{6}$/);
      expect(first.body.referralCode).not.toBe(second.body.referralCode);
    });

    it("trims the username and normalises the email to lower case", async () => {
      const username = uniqueName("hodan");
      const res = await shop.client().post("/api/register", {
        username: `  ${username} `,
        password: strongPassword,
        email: ` ${username}@Example.COM `,
      });
      expect(res.status).toBe(201);
      expect(res.body.username).toBe(username);
      expect(res.body.email).toBe(`${username}@example.com`);
    });

    it("accepts letters of any alphabet, digits, dots, dashes and underscores", async () => {
      const res = await register(shop.client(), { username: `Cäbdi_${uniqueName("x")}.w-9` });
      expect(res.status).toBe(201);
    });

    it("accepts a password of exactly the minimum and of exactly the maximum length", async () => {
      const atMin = await register(shop.client(), { password: "q7#Lm2!z".slice(0, PASSWORD_MIN) });
      expect(atMin.status).toBe(201);
      const atMax = await register(shop.client(), { password: "kx".repeat(PASSWORD_MAX / 2) });
      expect(atMax.status).toBe(201);
    });

    it("saves the language the visitor reads the shop in", async () => {
      const client = shop.client();
      client.language = "so";
      const res = await register(client, {});
      expect(res.body.languagePreference).toBe("so");
      const english = await register(shop.client(), {});
      expect(english.body.languagePreference).toBe("en");
    });

    it("links the new member to the owner of a referral code", async () => {
      const { user: referrer } = await signUp(shop.client());
      const res = await register(shop.client(), { referralCode: referrer.referralCode });
      expect(res.status).toBe(201);
      expect(res.body.referredBy).toBe(referrer.id);
    });

    it("accepts a referral code typed in lower case", async () => {
      const { user: referrer } = await signUp(shop.client());
      const res = await register(shop.client(), { referralCode: referrer.referralCode.toLowerCase() });
      expect(res.body.referredBy).toBe(referrer.id);
    });

    it("registers without a referrer when the code matches nobody", async () => {
      const res = await register(shop.client(), { referralCode: "SIPNOBODY" });
      expect(res.status).toBe(201);
      expect(res.body.referredBy).toBeNull();
    });

    it("subscribes to email marketing only when asked and an email is given", async () => {
      const withEmail = await register(shop.client(), {
        email: `${uniqueName()}@example.com`,
        subscribeNewsletter: true,
      });
      expect(withEmail.body.acceptEmailMarketing).toBe(true);
      const withoutEmail = await register(shop.client(), { subscribeNewsletter: true });
      expect(withoutEmail.body.acceptEmailMarketing).toBe(false);
    });
  });

  describe("validation", () => {
    it("refuses a short username with too_small and the minimum", async () => {
      const res = await register(shop.client(), { username: "ab" });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
      expect(res.body.errors[0]).toMatchObject({
        path: ["username"],
        code: "too_small",
        minimum: USERNAME_MIN,
        message: expect.any(String),
      });
    });

    it("counts the username after trimming spaces", async () => {
      const res = await register(shop.client(), { username: "  ab  " });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"], code: "too_small" });
    });

    it("refuses a username longer than the maximum", async () => {
      const res = await register(shop.client(), { username: "a".repeat(USERNAME_MAX + 1) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"], code: "too_big" });
    });

    it.each([
      ["a space", "amina warsame"],
      ["an at sign", "amina@home"],
      ["markup", "<b>amina</b>"],
      ["a semicolon", "amina;drop"],
      ["an emoji", "amina☕"],
    ])("refuses a username with %s", async (_, username) => {
      const res = await register(shop.client(), { username });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"], code: "invalid_format" });
      expect(res.body.error).toBe(messages.en.usernameCharacters);
    });

    it("refuses a short password with too_small and the minimum", async () => {
      const res = await register(shop.client(), { password: "shaah12" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        path: ["password"],
        code: "too_small",
        minimum: PASSWORD_MIN,
      });
    });

    it("refuses a password longer than the maximum", async () => {
      const res = await register(shop.client(), { password: "k".repeat(PASSWORD_MAX + 1) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["password"], code: "too_big" });
    });

    it.each(["password", "Password1", "iloveyou", "12345678"])(
      "refuses the common password %s",
      async (password) => {
        const res = await register(shop.client(), { password });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(messages.en.commonPassword);
        expect(res.body.errors[0]).toMatchObject({ path: ["password"] });
      },
    );

    it.each(["not-an-email", "amina@", "@example.com", "amina@@example.com"])(
      "refuses the email %s",
      async (email) => {
        const res = await register(shop.client(), { email });
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ path: ["email"] });
        expect(res.body.error).toBe(messages.en.invalidEmail);
      },
    );

    it.each(["12ab", "612-555", "phone 6125550100", "+1 612 555 0100 ext 12 34"])(
      "refuses the phone %s",
      async (phone) => {
        const res = await register(shop.client(), { phone });
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ path: ["phone"] });
      },
    );

    it("refuses a one-letter full name", async () => {
      const res = await register(shop.client(), { fullName: "A" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["fullName"], code: "too_small" });
    });

    it("names both missing fields when the body is empty", async () => {
      const res = await shop.client().post("/api/register", {});
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string[] }) => e.path[0])).toEqual(["username", "password"]);
    });

    it("refuses a username that is not a string", async () => {
      const res = await register(shop.client(), { username: 12345 });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"], code: "invalid_type" });
    });

    it("answers validation errors in Somali when asked", async () => {
      const client = shop.client();
      client.language = "so";
      const res = await register(client, { email: "not-an-email" });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.so.invalidEmail);
    });

    it("creates nobody and signs nobody in when validation fails", async () => {
      const client = shop.client();
      const username = uniqueName();
      await client.post("/api/register", { username, password: "short" });
      expect(await storedUser(username)).toBeUndefined();
      expect((await client.get("/api/user")).status).toBe(401);
    });
  });

  describe("duplicates", () => {
    it("refuses a taken username with 409, whatever its case", async () => {
      const { username } = await signUp(shop.client());
      const res = await register(shop.client(), { username: username.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(messages.en.usernameTaken);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"] });
    });

    it("refuses a taken email with 409, whatever its case", async () => {
      const email = `${uniqueName()}@example.com`;
      await signUp(shop.client(), { email });
      const res = await register(shop.client(), { email: email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(messages.en.emailTaken);
      expect(res.body.errors[0]).toMatchObject({ path: ["email"] });
    });

    it("lets only one of two simultaneous registrations of one username through", async () => {
      const username = uniqueName("race");
      const answers = await Promise.all([
        register(shop.client(), { username }),
        register(shop.client(), { username: username.toUpperCase() }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.errors[0]).toMatchObject({ path: ["username"] });
    });

    it("lets only one of two simultaneous registrations of one email through", async () => {
      const email = `${uniqueName("race")}@example.com`;
      const answers = await Promise.all([
        register(shop.client(), { email }),
        register(shop.client(), { email }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.errors[0]).toMatchObject({ path: ["email"] });
    });

    it("lets many members register without an email", async () => {
      expect((await register(shop.client(), {})).status).toBe(201);
      expect((await register(shop.client(), {})).status).toBe(201);
    });

    it("keeps the first member's session when a duplicate is refused", async () => {
      const client = shop.client();
      const { username } = await signUp(client);
      expect((await register(client, { username })).status).toBe(409);
      expect((await client.get("/api/user")).body.username).toBe(username);
    });
  });

  describe("admin role", () => {
    it("refuses an anonymous visitor asking to be an admin (403)", async () => {
      const res = await register(shop.client(), { isAdmin: true });
      expect(res.status).toBe(403);
    });

    it("refuses a signed-in member creating an admin (403)", async () => {
      const member = shop.client();
      await signUp(member);
      const res = await register(member, { isAdmin: true });
      expect(res.status).toBe(403);
    });

    it("lets an admin create an admin", async () => {
      const admin = shop.client();
      await signInAsAdmin(shop, admin);
      const username = uniqueName("staff");
      const res = await register(admin, { username, isAdmin: true });
      expect(res.status).toBe(201);
      expect(res.body.isAdmin).toBe(true);
      const staff = shop.client();
      const login = await staff.post("/api/login", { username, password: strongPassword });
      expect(login.body.isAdmin).toBe(true);
    });

    it("keeps the admin signed in as themselves after creating a user", async () => {
      const admin = shop.client();
      const { username: adminName } = await signInAsAdmin(shop, admin);
      await register(admin, { isAdmin: true });
      const me = await admin.get("/api/user");
      expect(me.body).toMatchObject({ username: adminName, isAdmin: true });
    });

    it("lets an admin create a plain member", async () => {
      const admin = shop.client();
      await signInAsAdmin(shop, admin);
      const res = await register(admin, { isAdmin: false });
      expect(res.body.isAdmin).toBe(false);
    });
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and answers the public user", async () => {
    const { username, password } = await signUp(shop.client());
    const client = shop.client();
    const res = await client.post("/api/login", { username, password });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
    expectPublicUser(res.body, password);
    expect((await client.get("/api/user")).body.username).toBe(username);
  });

  it("finds the username whatever its case and surrounding spaces", async () => {
    const { username, password } = await signUp(shop.client());
    const res = await shop.client().post("/api/login", { username: ` ${username.toUpperCase()} `, password });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
  });

  it("refuses a wrong password with 401 Invalid credentials", async () => {
    const { username } = await signUp(shop.client());
    const client = shop.client();
    const res = await client.post("/api/login", { username, password: "not the password" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Invalid credentials", code: "invalidCredentials" });
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("refuses an unknown user with 401 Invalid credentials", async () => {
    const res = await shop
      .client()
      .post("/api/login", { username: uniqueName("ghost"), password: strongPassword });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Invalid credentials", code: "invalidCredentials" });
  });

  it("answers a wrong password and an unknown user byte for byte alike", async () => {
    const { username } = await signUp(shop.client());
    const wrongPassword = await shop.client().post("/api/login", { username, password: "not the password" });
    const unknownUser = await shop
      .client()
      .post("/api/login", { username: uniqueName("ghost"), password: "x" });
    expect(unknownUser.status).toBe(wrongPassword.status);
    expect(unknownUser.raw.body).toBe(wrongPassword.raw.body);
    expect(unknownUser.headers["content-type"]).toBe(wrongPassword.headers["content-type"]);
  });

  it("answers bad credentials in Somali when asked, the same for both causes", async () => {
    const { username } = await signUp(shop.client());
    const client = shop.client();
    client.language = "so";
    const wrongPassword = await client.post("/api/login", { username, password: "not the password" });
    const unknownUser = await client.post("/api/login", { username: uniqueName("ghost"), password: "x" });
    expect(wrongPassword.body).toEqual({ error: messages.so.invalidCredentials, code: "invalidCredentials" });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it("checks the password exactly, case included", async () => {
    const { username, password } = await signUp(shop.client());
    const res = await shop.client().post("/api/login", { username, password: password.toUpperCase() });
    expect(res.status).toBe(401);
  });

  it("answers 400 when the username or password is missing", async () => {
    const noPassword = await shop.client().post("/api/login", { username: "amina" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors[0]).toMatchObject({ path: ["password"] });
    const noUsername = await shop.client().post("/api/login", { password: strongPassword });
    expect(noUsername.status).toBe(400);
    expect(noUsername.body.errors[0]).toMatchObject({ path: ["username"] });
  });

  it("answers 400 to empty strings", async () => {
    const res = await shop.client().post("/api/login", { username: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("rotates the session id and keeps the old one from working", async () => {
    const first = shop.client();
    const { username, password } = await signUp(first);
    const oldCookie = first.cookie("sid")!;
    const login = await first.post("/api/login", { username, password });
    expect(login.status).toBe(200);
    expect(first.cookie("sid")).not.toBe(oldCookie);
    const replay = shop.client();
    replay.setCookie("sid", oldCookie);
    expect((await replay.get("/api/user")).status).toBe(401);
  });

  it("switches the browser to the member who just signed in", async () => {
    const client = shop.client();
    await signUp(client);
    const { username, password } = await signUp(shop.client());
    await client.post("/api/login", { username, password });
    expect((await client.get("/api/user")).body.username).toBe(username);
  });

  it("keeps the current session when a login fails", async () => {
    const client = shop.client();
    const { username } = await signUp(client);
    await client.post("/api/login", { username, password: "not the password" });
    expect((await client.get("/api/user")).body.username).toBe(username);
  });
});

describe("POST /api/logout", () => {
  it("signs the member out", async () => {
    const client = shop.client();
    await signUp(client);
    const res = await client.post("/api/logout");
    expect(res.status).toBe(200);
    expect(client.cookie("sid")).toBeUndefined();
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("destroys the session on the server, so a copied cookie stops working", async () => {
    const first = shop.client();
    await signUp(first);
    const copy = shop.client();
    copy.setCookie("sid", first.cookie("sid")!);
    expect((await copy.get("/api/user")).status).toBe(200);
    await first.post("/api/logout");
    expect((await copy.get("/api/user")).status).toBe(401);
  });

  it("signs out only that browser", async () => {
    const { username, password } = await signUp(shop.client());
    const phone = shop.client();
    const laptop = shop.client();
    await phone.post("/api/login", { username, password });
    await laptop.post("/api/login", { username, password });
    await phone.post("/api/logout");
    expect((await laptop.get("/api/user")).status).toBe(200);
  });

  it("accepts the specification's request: a JSON content type and no body", async () => {
    const client = shop.client();
    await signUp(client);
    const res = await client.request("POST", "/api/logout", "", { "content-type": "application/json" });
    expect(res.status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("answers success to a visitor who is not signed in", async () => {
    const res = await shop.client().post("/api/logout");
    expect(res.status).toBe(200);
  });

  it("lets the member sign in again afterwards", async () => {
    const client = shop.client();
    const { username, password } = await signUp(client);
    await client.post("/api/logout");
    expect((await client.post("/api/login", { username, password })).status).toBe(200);
    expect((await client.get("/api/user")).body.username).toBe(username);
  });
});

describe("GET /api/user", () => {
  it("answers the signed-in member without the password hash", async () => {
    const client = shop.client();
    const { username, password } = await signUp(client, { email: `${uniqueName()}@example.com` });
    const res = await client.get("/api/user");
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
    expectPublicUser(res.body, password);
  });

  it("answers 401 with only an error to a signed-out visitor", async () => {
    const res = await shop.client().get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: messages.en.notSignedIn, code: "notSignedIn" });
  });

  it("answers 401 in Somali when asked", async () => {
    const client = shop.client();
    client.language = "so";
    const res = await client.get("/api/user");
    expect(res.body).toEqual({ error: messages.so.notSignedIn, code: "notSignedIn" });
  });

  it("answers 401 to a forged session cookie", async () => {
    const client = shop.client();
    await signUp(client);
    const genuine = client.cookie("sid")!;
    const forged = shop.client();
    forged.setCookie("sid", `${genuine.slice(0, -2)}xx`);
    expect((await forged.get("/api/user")).status).toBe(401);
    const garbage = shop.client();
    garbage.setCookie("sid", "not-a-session");
    expect((await garbage.get("/api/user")).status).toBe(401);
  });
});

describe("GET /api/session", () => {
  it("answers the signed-in member as GET /api/user does, and null after signing out", async () => {
    const client = shop.client();
    const { password } = await signUp(client);
    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual((await client.get("/api/user")).body);
    expectPublicUser(res.body.user, password);
    await client.post("/api/logout", {});
    expect((await client.get("/api/session")).body).toEqual({ user: null });
  });

  it("answers a signed-out visitor, or a forged cookie, 200 with no user", async () => {
    const res = await shop.client().get("/api/session");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    const forged = shop.client();
    forged.setCookie("sid", "not-a-session");
    expect((await forged.get("/api/session")).body).toEqual({ user: null });
  });
});

describe("errors outside the account routes", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const res = await shop.client().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: messages.en.notFound, code: "notFound" });
  });

  it("answers an unknown /api path in Somali when asked", async () => {
    const client = shop.client();
    client.language = "so";
    const res = await client.request("POST", "/api/no-such-thing", {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: messages.so.notFound, code: "notFound" });
  });

  it("answers a wrong method on a known path with 404 JSON", async () => {
    const res = await shop.client().request("PUT", "/api/user");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String), code: "notFound" });
  });

  it("refuses a body over 1 MiB with 413 and an error", async () => {
    const body = JSON.stringify({ username: "amina", password: "x".repeat(1024 * 1024) });
    const res = await shop
      .client()
      .request("POST", "/api/login", body, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: messages.en.payloadTooLarge, code: "payloadTooLarge" });
  });

  it("refuses malformed JSON with 400 and an error", async () => {
    const res = await shop
      .client()
      .request("POST", "/api/register", '{"username": "amina",', { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messages.en.badJson, code: "badJson" });
  });

  it("refuses a body that is not an object with 400 and a readable error", async () => {
    const res = await shop
      .client()
      .request("POST", "/api/login", "[1, 2]", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.badJson);
  });

  it("does not leak internals in any error", async () => {
    const res = await shop
      .client()
      .request("POST", "/api/login", "{bad", { "content-type": "application/json" });
    expect(JSON.stringify(res.body)).not.toMatch(/stack|SyntaxError|at .*\.ts/);
  });
});

describe("rate limits (real limits)", () => {
  const strict = useTestShop({ rateLimitScale: 1 });

  const login = (client: TestClient, username: string, password = "not the password") =>
    client.post("/api/login", { username, password });

  it("refuses the 11th login attempt for one username from one machine with 429", async () => {
    const username = uniqueName("target");
    const attacker = strict.client();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(attacker, username)).status).toBe(401);
    }
    const res = await login(attacker, username);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  // A counter tablet: one barista signs in and out all shift from the café's one address.
  it("lets the same account sign in more than ten times from one machine, as long as each succeeds", async () => {
    const { username, password } = await signUp(strict.client());
    const tablet = strict.client();
    for (let shift = 1; shift <= 12; shift++) {
      expect((await login(tablet, username, password)).status, `sign-in ${shift}`).toBe(200);
      await tablet.post("/api/logout");
    }
    // Failures still count: ten wrong guesses, and the eleventh attempt, right or wrong, is refused.
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(tablet, username)).status).toBe(401);
    expect((await login(tablet, username, password)).status).toBe(429);
  });

  it("counts a burst of parallel guesses whole, though right ones are given back", async () => {
    const { username, password } = await signUp(strict.client());
    const attacker = strict.client();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(attacker, username)));
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10);
    expect((await login(attacker, username, password)).status).toBe(429);
  });

  it("counts one username whatever its case", async () => {
    const username = uniqueName("target");
    const attacker = strict.client();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await login(attacker, attempt % 2 ? username : username.toUpperCase());
    }
    expect((await login(attacker, ` ${username.toUpperCase()}`)).status).toBe(429);
  });

  it("refuses even the right password from the machine that used up the username's attempts", async () => {
    const { username, password } = await signUp(strict.client());
    const attacker = strict.client();
    for (let attempt = 1; attempt <= 10; attempt++) await login(attacker, username);
    expect((await login(attacker, username, password)).status).toBe(429);
  });

  // ASVS 6.3: a stranger cannot lock a member out. Ten bad logins from elsewhere, and the owner still gets in.
  it("lets a member in from their own machine after a stranger's ten bad logins from another", async () => {
    const { username, password } = await signUp(strict.client());
    const stranger = strict.client();
    for (let attempt = 1; attempt <= 11; attempt++) await login(stranger, username);
    expect((await login(stranger, username)).status).toBe(429);
    const owner = strict.client();
    const res = await login(owner, username, password);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
  });

  it("lets the admin in after strangers on many machines tried the admin's name", async () => {
    const admin = strict.client();
    const { username } = await signInAsAdmin(strict, admin);
    for (let machine = 1; machine <= 3; machine++) {
      const stranger = strict.client();
      for (let attempt = 1; attempt <= 11; attempt++) await login(stranger, username);
      expect((await login(stranger, username)).status).toBe(429);
    }
    await admin.post("/api/logout");
    const res = await login(admin, username, "admin password for tests");
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(true);
  });

  it("does not lock other usernames", async () => {
    const locked = uniqueName("target");
    const client = strict.client();
    for (let attempt = 1; attempt <= 11; attempt++) await login(client, locked);
    const { username, password } = await signUp(strict.client());
    expect((await login(client, username, password)).status).toBe(200);
  });

  // A café's or a mall's Wi-Fi is one address for everyone on it: failures there slow the address down, and
  // only the accounts they were aimed at are refused.
  it("still lets a member in with the right password after 20 failed sign-ins from the same address", async () => {
    const shared = strict.client();
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await login(shared, uniqueName("x"))).status).toBe(401);
    }
    // A further wrong guess is slowed down, not refused.
    expect((await login(shared, uniqueName("x"))).status).toBe(401);
    const { username, password } = await signUp(strict.client());
    const res = await login(shared, username, password);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
  });

  it("answers 429 in Somali when asked", async () => {
    const client = strict.client();
    client.language = "so";
    const username = uniqueName("target");
    for (let attempt = 1; attempt <= 10; attempt++) await login(client, username);
    const res = await login(client, username);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: messages.so.tooManyRequests, code: "tooManyRequests" });
  });

  it("refuses the 11th registration from one machine with 429", async () => {
    const client = strict.client();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await register(client, {})).status).toBe(201);
    }
    const res = await register(client, {});
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
  });

  it("refuses the 11th registration attempt for one username with 429", async () => {
    const username = uniqueName("wanted");
    expect((await register(strict.client(), { username })).status).toBe(201);
    for (let attempt = 2; attempt <= 10; attempt++) {
      expect((await register(strict.client(), { username })).status).toBe(409);
    }
    expect((await register(strict.client(), { username })).status).toBe(429);
  });

  it("keeps login and registration budgets apart", async () => {
    const client = strict.client();
    for (let attempt = 1; attempt <= 21; attempt++) {
      await client.post("/api/login", { username: uniqueName("x"), password: "wrong" });
    }
    expect((await register(client, {})).status).toBe(201);
  });
});

describe("POST /api/logout", () => {
  it("accepts the JSON content type with an empty body, as the specification's client sends it", async () => {
    const client = shop.client();
    await signUp(client);
    const res = await client.request("POST", "/api/logout", undefined, {
      "content-type": "application/json",
    });
    expect(res.status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
  });
});
