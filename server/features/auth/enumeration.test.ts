import { describe, expect, it } from "vitest";
import { messages, signUp, uniqueName, useTestShop } from "../../test/harness.ts";

/**
 * No account enumeration (OWASP ASVS 6.3.8): sign-in, registration and password change answer nothing about
 * other accounts beyond what the specification needs (a chosen username must be free; that is all).
 */
const shop = useTestShop();

describe("sign-in", () => {
  it("answers byte for byte alike for a wrong password, an unknown name and a deleted account", async () => {
    const { username } = await signUp(shop.client());
    const gone = shop.client();
    const deleted = await signUp(gone);
    expect((await gone.request("DELETE", "/api/user", { password: deleted.password })).status).toBe(200);

    const answers = await Promise.all([
      shop.client().post("/api/login", { username, password: "not the password" }),
      shop.client().post("/api/login", { username: uniqueName("ghost"), password: "not the password" }),
      shop.client().post("/api/login", { username: deleted.username, password: deleted.password }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.raw.body).toBe(answers[0]!.raw.body);
      expect(answer.headers["content-type"]).toBe(answers[0]!.headers["content-type"]);
    }
  });
});

describe("registration", () => {
  it("refuses a weak or rule-breaking password before looking anyone up", async () => {
    const { username, user } = await signUp(shop.client(), { email: `${uniqueName()}@example.com` });
    const taken = await shop
      .client()
      .post("/api/register", { username, email: user.email, password: "password1" });
    const free = await shop.client().post("/api/register", {
      username: uniqueName(),
      email: `${uniqueName()}@example.com`,
      password: "password1",
    });
    expect(taken.status).toBe(400);
    expect(taken.raw.body).toBe(free.raw.body);

    const repeated = await shop
      .client()
      .post("/api/register", { username, email: user.email, password: "zzzzzzzzzz" });
    expect(repeated.body.error).toBe(messages.en.passwordRepeated);
  });

  it("says the same about a taken username whether the email is free or belongs to someone", async () => {
    const { username } = await signUp(shop.client());
    const other = await signUp(shop.client(), { email: `${uniqueName()}@example.com` });
    const withTakenEmail = await shop
      .client()
      .post("/api/register", { username, email: other.user.email, password: "shaah with cardamom" });
    const withFreeEmail = await shop.client().post("/api/register", {
      username,
      email: `${uniqueName()}@example.com`,
      password: "shaah with cardamom",
    });
    expect(withTakenEmail.status).toBe(409);
    expect(withTakenEmail.raw.body).toBe(withFreeEmail.raw.body);
    expect(withTakenEmail.body.error).toBe(messages.en.usernameTaken);
  });
});

describe("password change", () => {
  it("answers only about one's own password, the same whatever other accounts exist", async () => {
    const client = shop.client();
    await signUp(client);
    const other = await signUp(shop.client());
    const containsOwn = await client.post("/api/user/password", {
      currentPassword: "not my password",
      newPassword: `x ${other.username} y`,
    });
    const wrong = await client.post("/api/user/password", {
      currentPassword: "not my password",
      newPassword: "tea in the mall at noon",
    });
    // The current password is checked first: nothing about the new one, or anyone else, is said.
    expect(containsOwn.status).toBe(400);
    expect(containsOwn.raw.body).toBe(wrong.raw.body);
  });
});

describe("'taken' answers are rationed", () => {
  const strict = useTestShop({ rateLimitScale: 1 });

  it("gives one address ten 'taken' answers an hour, registration and profile together, then 429", async () => {
    const owners = await Promise.all(
      Array.from({ length: 3 }, () => signUp(strict.client(), { email: `${uniqueName()}@example.com` })),
    );
    const prober = strict.client();
    await signUp(prober);
    for (let probe = 1; probe <= 10; probe++) {
      const owner = owners[probe % owners.length]!;
      const res =
        probe % 2
          ? await prober.patch("/api/user", { email: owner.user.email })
          : await strict
              .client()
              .request(
                "POST",
                "/api/register",
                { username: owner.username, password: "shaah with cardamom" },
                { "x-forwarded-for": prober.ip },
              );
      expect(res.status).toBe(409);
    }
    const refused = await prober.patch("/api/user", { email: owners[0]!.user.email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    // Until the hour ends that address changes no profile at all; another address is not affected.
    expect((await prober.patch("/api/user", { fullName: "Ayaan Cali" })).status).toBe(429);
    const other = strict.client();
    await signUp(other);
    expect((await other.patch("/api/user", { email: owners[0]!.user.email })).status).toBe(409);
  });
});
