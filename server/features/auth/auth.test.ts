import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestShop, type TestShop, uniqueName } from "../../test/harness.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe("register, session and login", () => {
  it("registers a member, signs them in and never returns the password hash", async () => {
    const client = shop.client();
    const username = uniqueName("amina");
    const res = await client.post("/api/register", {
      username,
      password: "shaah with cardamom",
      fullName: "Amina Warsame",
      email: `${username}@Example.com `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username, fullName: "Amina Warsame", email: `${username}@example.com` });
    expect(res.body.referralCode).toMatch(/^SIP[A-Z2-9]{6}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);

    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);
  });

  it("answers 401 with an error to a signed-out visitor", async () => {
    const res = await shop.client().get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it("logs in, rotates the session id and logs out on the server", async () => {
    const first = shop.client();
    const { username, password } = await signUp(first);
    const oldCookie = first.cookie("sid");
    const login = await first.post("/api/login", { username, password });
    expect(login.status).toBe(200);
    expect(first.cookie("sid")).not.toBe(oldCookie);

    const stolen = shop.client();
    (stolen as unknown as { cookies: Map<string, string> }).cookies.set("sid", first.cookie("sid")!);
    expect((await stolen.get("/api/user")).status).toBe(200);
    expect((await first.post("/api/logout")).status).toBe(200);
    expect((await stolen.get("/api/user")).status).toBe(401);
  });
});
