import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, twoFactorGuards, twoFactorRecoveryCodes, users } from "../../../db/schema/index.ts";
import { messages, signInAsAdmin, signUp, useTestShop } from "../../../test/harness.ts";
import { adminWithTwoFactor, codeAt, signInAgain, testClock } from "../../../test/kits/two-factor-kit.ts";

const clock = testClock();
const shop = useTestShop({ clock: clock.shop });
const en = messages.en;

async function userRow(id: number) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe("who may use /api/2fa", () => {
  const calls = [
    ["GET", "/api/2fa/status"],
    ["POST", "/api/2fa/setup"],
    ["POST", "/api/2fa/verify"],
    ["POST", "/api/2fa/validate"],
    ["POST", "/api/2fa/disable"],
  ] as const;

  it("answers guests 401 and members 403: two-factor authentication is for admins", async () => {
    const guest = shop.client();
    const member = shop.client();
    await signUp(member);
    for (const [method, url] of calls) {
      const body = method === "POST" ? {} : undefined;
      expect((await guest.request(method, url, body)).status).toBe(401);
      const refused = await member.request(method, url, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(en.forbidden);
    }
  });
});

describe("turning 2FA on", () => {
  it("gives a PNG QR code and the secret, and keeps only the sealed secret", async () => {
    const client = shop.client();
    const { user } = await signInAsAdmin(shop, client);
    const setup = await client.post("/api/2fa/setup");
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);

    const row = await userRow(user.id);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).not.toContain(setup.body.secret);
    expect(shop.app.secrets.open(row.twoFactorSecret!)).toBe(setup.body.secret);
    expect(JSON.stringify((await client.get("/api/user")).body)).not.toContain(setup.body.secret);
  });

  it("turns on with a correct code, returns ten single-use recovery codes stored hashed, and rotates the session", async () => {
    const client = shop.client();
    const { user } = await signInAsAdmin(shop, client);
    const { secret } = (await client.post("/api/2fa/setup")).body;

    const wrong = await client.post("/api/2fa/verify", { token: codeAt(secret, clock.now(), 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: en.twoFactorInvalidToken });
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);

    const before = client.cookie("sid");
    const verify = await client.post("/api/2fa/verify", { token: codeAt(secret, clock.now()) });
    expect(verify.status).toBe(200);
    expect(verify.body.success).toBe(true);
    expect(new Set(verify.body.recoveryCodes).size).toBe(10);
    expect(client.cookie("sid")).not.toBe(before);
    expect((await userRow(user.id)).twoFactorEnabled).toBe(true);
    // The checked session opens the admin panel at once.
    expect((await client.get("/api/users")).status).toBe(200);

    const stored = await shop.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of verify.body.recoveryCodes) expect(dump).not.toContain(code.replace("-", ""));

    const audit = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, user.id), eq(adminAuditLog.action, "two_factor.changed")));
    expect(audit.map((entry) => entry.after)).toEqual([{ state: "pending" }, { state: "on" }]);

    // Once on, set-up and verify are refused until it is turned off.
    clock.advance(1);
    expect((await client.post("/api/2fa/setup")).status).toBe(409);
    expect((await client.post("/api/2fa/verify", { token: codeAt(secret, clock.now()) })).status).toBe(409);
    expect((await userRow(user.id)).twoFactorSecret).toBeTruthy();
  });

  it("refuses verify before set-up and malformed codes with 400, changing nothing", async () => {
    const client = shop.client();
    const { user } = await signInAsAdmin(shop, client);
    expect((await client.post("/api/2fa/verify", { token: "123456" })).status).toBe(409);
    await client.post("/api/2fa/setup");
    for (const token of ["12345", "abcdef", "1234567", 123456, "", "12\u00003456"]) {
      const refused = await client.post("/api/2fa/verify", { token });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await userRow(user.id)).twoFactorEnabled).toBe(false);
  });

  it("replaces the secret when set-up starts again before it was verified", async () => {
    const client = shop.client();
    await signInAsAdmin(shop, client);
    const first = (await client.post("/api/2fa/setup")).body.secret;
    const second = (await client.post("/api/2fa/setup")).body.secret;
    expect(second).not.toBe(first);
    expect((await client.post("/api/2fa/verify", { token: codeAt(first, clock.now()) })).status).toBe(400);
    expect((await client.post("/api/2fa/verify", { token: codeAt(second, clock.now()) })).status).toBe(200);
    clock.advance(1);
  });
});

describe("the code check of a session", () => {
  it("keeps admin routes shut with 403 until the code is given, then rotates the session id", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    const client = await signInAgain(shop, admin);
    const shut = await client.get("/api/users");
    expect(shut.status).toBe(403);
    expect(shut.body.error).toBe(en.twoFactorRequired);
    expect((await client.get("/api/2fa/status")).body).toEqual({
      enabled: true,
      sessionVerified: false,
      setupRequired: false,
    });

    const before = client.cookie("sid")!;
    const validate = await client.post("/api/2fa/validate", { token: codeAt(admin.secret, clock.now()) });
    expect(validate.status).toBe(200);
    expect(validate.body).toEqual({ success: true, recoveryCodesLeft: 10 });
    expect(client.cookie("sid")).not.toBe(before);
    expect((await client.get("/api/users")).status).toBe(200);
    expect((await client.get("/api/2fa/status")).body.sessionVerified).toBe(true);

    // The id seen before the check is dead, not promoted.
    const stale = shop.client();
    stale.setCookie("sid", before);
    expect((await stale.get("/api/user")).status).toBe(401);
  });

  it("accepts a code once: the same code in another session is refused", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    const token = codeAt(admin.secret, clock.now());
    const first = await signInAgain(shop, admin);
    const second = await signInAgain(shop, admin);
    expect((await first.post("/api/2fa/validate", { token })).status).toBe(200);
    const replay = await second.post("/api/2fa/validate", { token });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      success: false,
      error: en.twoFactorInvalidToken,
      code: "twoFactorInvalidToken",
      errors: expect.any(Array),
    });
    expect((await second.get("/api/users")).status).toBe(403);
  });

  it("accepts the codes of the previous and the next step once each, and none two steps away", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    clock.advance(3);
    const now = clock.now();
    const check = async (offset: number) =>
      (
        await (
          await signInAgain(shop, admin)
        ).post("/api/2fa/validate", { token: codeAt(admin.secret, now, offset) })
      ).status;

    expect(await check(-2)).toBe(400);
    expect(await check(2)).toBe(400);
    expect(await check(-1)).toBe(200);
    expect(await check(-1)).toBe(400);
    expect(await check(1)).toBe(200);
    expect(await check(1)).toBe(400);
    // The next step is spent, and so is every step before it.
    expect(await check(0)).toBe(400);
    clock.advance(3);
  });

  it("locks the check for 15 minutes after five wrong codes, counted in the database", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    const client = await signInAgain(shop, admin);
    const wrong = codeAt(admin.secret, clock.now(), 4);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await client.post("/api/2fa/validate", { token: wrong })).status).toBe(400);
    }
    const [guard] = await shop.database.db
      .select()
      .from(twoFactorGuards)
      .where(eq(twoFactorGuards.userId, admin.userId));
    expect(guard!.failedAttempts).toBe(4);

    const fifth = await client.post("/api/2fa/validate", { token: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.success).toBe(false);
    expect(Number(fifth.headers["retry-after"])).toBe(15 * 60);

    // Even the right code waits, from any browser, until the lock ends.
    const other = await signInAgain(shop, admin);
    const locked = await other.post("/api/2fa/validate", { token: codeAt(admin.secret, clock.now()) });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(en.twoFactorLocked.replace("{{minutes}}", "15"));
    expect((await other.get("/api/users")).status).toBe(403);

    clock.advance(0, 15 * 60_000 + 1000);
    expect((await other.post("/api/2fa/validate", { token: codeAt(admin.secret, clock.now()) })).status).toBe(
      200,
    );
    clock.advance(1);
  });

  it("takes each recovery code once, however it is typed", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    const [code] = admin.recoveryCodes;
    const typed = code!.replace("-", " ").toUpperCase();
    const first = await signInAgain(shop, admin);
    const used = await first.post("/api/2fa/validate", { token: typed });
    expect(used.status).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    expect((await first.get("/api/users")).status).toBe(200);

    const second = await signInAgain(shop, admin);
    expect((await second.post("/api/2fa/validate", { token: code })).status).toBe(400);
    expect((await second.post("/api/2fa/validate", { token: admin.recoveryCodes[1] })).status).toBe(200);
  });

  it("refuses validate when 2FA is off", async () => {
    const client = shop.client();
    await signInAsAdmin(shop, client);
    const refused = await client.post("/api/2fa/validate", { token: "123456" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: en.twoFactorNotEnabled });
  });
});

describe("turning 2FA off", () => {
  it("needs the password and a checked session; then the secret and recovery codes are gone", async () => {
    const admin = await adminWithTwoFactor(shop, clock);

    const unchecked = await signInAgain(shop, admin);
    const early = await unchecked.post("/api/2fa/disable", { password: admin.password });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe(en.twoFactorRequired);

    const missing = await admin.client.post("/api/2fa/disable", {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error: en.twoFactorPasswordRequired });
    const wrong = await admin.client.post("/api/2fa/disable", { password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(en.twoFactorWrongPassword);
    expect((await userRow(admin.userId)).twoFactorEnabled).toBe(true);

    const off = await admin.client.post("/api/2fa/disable", { password: admin.password });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true });
    const row = await userRow(admin.userId);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeNull();
    const codes = await shop.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, admin.userId));
    expect(codes).toEqual([]);

    // The unchecked browser now reaches the panel on the password alone, as before 2FA.
    expect((await unchecked.get("/api/users")).status).toBe(200);
    expect((await admin.client.post("/api/2fa/disable", { password: admin.password })).status).toBe(409);
  });
});

describe("the secret after set-up", () => {
  it("appears in no later answer", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    const client = await signInAgain(shop, admin);
    const answers = [
      await client.get("/api/2fa/status"),
      await client.post("/api/2fa/validate", { token: codeAt(admin.secret, clock.now()) }),
      await client.get("/api/user"),
      await client.get("/api/users"),
      await client.post("/api/2fa/setup"),
      await client.post("/api/2fa/validate", { token: "000000" }),
    ];
    for (const answer of answers) {
      expect(answer.raw.body).not.toContain(admin.secret);
      expect(answer.raw.body.toLowerCase()).not.toContain(admin.secret.toLowerCase());
    }
  });
});
