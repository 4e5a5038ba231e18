import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { localSmsVerifier } from "../../providers/sms/local-sms-verifier.ts";
import { messages, signUp, useTestShop } from "../../test/harness.ts";
import {
  checkCode,
  lastSmsCode,
  memberWithPhone,
  sendCode,
  smsSentTo,
  testClock,
  uniquePhone,
  userRow,
  verificationRows,
} from "../../test/kits/phone-kit.ts";

const clock = testClock();
const shop = useTestShop({
  sms: (db) => localSmsVerifier(db, { secret: "test sms secret", now: clock.now }),
});
const en = messages.en;

/** A member who has asked for a code; the clock then moves past the resend pause so each test starts clean. */
async function memberWithCode() {
  const member = await memberWithPhone(shop);
  const res = await sendCode(member.client, member.phone.typed);
  expect(res.status).toBe(200);
  const code = await lastSmsCode(shop, member.phone.e164);
  expect(code).toMatch(/^\d{6}$/);
  return { ...member, code: code! };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/verify/send", () => {
  it("texts a 6-digit code to the member's phone in E.164 and answers the resend pause", async () => {
    const { client, phone } = await memberWithPhone(shop);
    const res = await sendCode(client, phone.typed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, resendAfter: 60 });
    const sent = await smsSentTo(shop, phone.e164);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toMatch(/\b\d{6}\b/);
  });

  it("keeps only a keyed hash of the code, valid for ten minutes", async () => {
    const { phone, code } = await memberWithCode();
    const [row] = await verificationRows(shop, phone.e164);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it("accepts the number in another spelling of the same phone", async () => {
    const { client, phone } = await memberWithPhone(shop);
    const res = await sendCode(client, phone.e164);
    expect(res.status).toBe(200);
    expect(await lastSmsCode(shop, phone.e164)).toMatch(/^\d{6}$/);
  });

  it("writes the message in the member's language", async () => {
    const { client, phone } = await memberWithPhone(shop);
    await client.patch("/api/user/preferences", { languagePreference: "so" });
    await sendCode(client, phone.typed);
    expect((await smsSentTo(shop, phone.e164))[0]!.language).toBe("so");
  });

  describe("limits", () => {
    it("refuses a new code within 60 seconds with 429 and Retry-After, and sends none", async () => {
      const { client, phone } = await memberWithCode();
      clock.advance(20);
      const res = await sendCode(client, phone.typed);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        success: false,
        error: en.smsResendTooSoon.replace("{{seconds}}", "40"),
        code: "smsResendTooSoon",
      });
      expect(Number(res.headers["retry-after"])).toBe(40);
      expect(await smsSentTo(shop, phone.e164)).toHaveLength(1);
    });

    it("sends a new code after the pause; the new code works and the old one no longer does", async () => {
      const { client, phone, code: first } = await memberWithCode();
      clock.advance(61);
      expect((await sendCode(client, phone.typed)).status).toBe(200);
      const second = (await lastSmsCode(shop, phone.e164))!;
      if (first !== second) {
        const old = await checkCode(client, phone.typed, first);
        expect(old.status).toBe(400);
      }
      expect((await checkCode(client, phone.typed, second)).status).toBe(200);
    });

    it("sends at most 5 codes per number per hour, then again an hour later", async () => {
      const { client, phone } = await memberWithPhone(shop);
      for (let i = 0; i < 5; i += 1) {
        expect((await sendCode(client, phone.typed)).status).toBe(200);
        clock.advance(61);
      }
      const refused = await sendCode(client, phone.typed);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(en.smsTooManyCodes);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await smsSentTo(shop, phone.e164)).toHaveLength(5);
      clock.advance(60 * 60);
      expect((await sendCode(client, phone.typed)).status).toBe(200);
    });

    it("counts the cap per number, whoever asks: a second account with the same phone shares it", async () => {
      const phone = uniquePhone();
      const first = await memberWithPhone(shop, phone);
      const second = await memberWithPhone(shop, phone);
      expect((await sendCode(first.client, phone.typed)).status).toBe(200);
      expect((await sendCode(second.client, phone.typed)).status).toBe(429);
    });
  });

  describe("refusals", () => {
    it.each([
      ["too short", "612555"],
      ["not a number", "call me maybe please"],
      ["no such area code", "(555) 555-0100"],
      ["too long", "+1 612 555 0100 0100 0100 0100 0100"],
    ])("refuses an invalid phone number (%s) with 400 and sends nothing", async (_case, phoneNumber) => {
      const { client, phone } = await memberWithPhone(shop);
      const res = await sendCode(client, phoneNumber);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: en.invalidPhoneNumber });
      expect(await smsSentTo(shop, phone.e164)).toHaveLength(0);
    });

    it("refuses a missing number and text PostgreSQL cannot store", async () => {
      const { client } = await memberWithPhone(shop);
      expect((await client.post("/api/verify/send", {})).status).toBe(400);
      expect((await sendCode(client, "612\u0000555 0100")).status).toBe(400);
    });

    it("refuses another member's number with 403 and texts it nothing", async () => {
      const other = await memberWithPhone(shop);
      const { client } = await memberWithPhone(shop);
      const res = await sendCode(client, other.phone.typed);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: en.phoneNotOnAccount, code: "phoneNotOnAccount" });
      expect(await smsSentTo(shop, other.phone.e164)).toHaveLength(0);
      expect(await verificationRows(shop, other.phone.e164)).toHaveLength(0);
    });

    it("refuses a member with no phone on the account", async () => {
      const { client } = await memberWithPhone(shop);
      await client.patch("/api/user", { phone: "" });
      expect((await sendCode(client, uniquePhone().typed)).status).toBe(403);
    });

    it("refuses a phone that is already verified with 409", async () => {
      const { client, phone, code } = await memberWithCode();
      await checkCode(client, phone.typed, code);
      clock.advance(61);
      const res = await sendCode(client, phone.typed);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(en.phoneAlreadyVerified);
    });

    it("answers a guest 401, even with a bad body", async () => {
      const guest = shop.client();
      const res = await sendCode(guest, uniquePhone().typed);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: en.notSignedIn, code: "notSignedIn" });
      expect((await guest.post("/api/verify/send", { phoneNumber: 5 })).status).toBe(401);
    });

    it("answers in Somali when asked", async () => {
      const { client } = await memberWithPhone(shop);
      client.language = "so";
      const res = await sendCode(client, "(555) 555-0100");
      expect(res.body.error).toBe(messages.so.invalidPhoneNumber);
    });
  });
});

describe("POST /api/verify/check", () => {
  it("verifies the phone with the right code; SMS marketing can then be switched on", async () => {
    const { client, phone, code, user } = await memberWithCode();
    const before = await client.patch("/api/user/preferences", { acceptSmsMarketing: true });
    expect(before.status).toBe(400);
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, valid: true });
    expect((await client.get("/api/user")).body.phoneVerified).toBe(true);
    const after = await client.patch("/api/user/preferences", { acceptSmsMarketing: true });
    expect(after.status).toBe(200);
    expect((await userRow(shop, user.id)).acceptSmsMarketing).toBe(true);
  });

  it("uses a code once", async () => {
    const { client, phone, code, user } = await memberWithCode();
    expect((await checkCode(client, phone.typed, code)).status).toBe(200);
    await shop.database.db.update(users).set({ phoneVerified: false }).where(eq(users.id, user.id));
    const again = await checkCode(client, phone.typed, code);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(en.verificationCodeExpired);
  });

  it("refuses a wrong code with 400 and leaves the phone unverified", async () => {
    const { client, phone, code, user } = await memberWithCode();
    const res = await checkCode(client, phone.typed, wrong(code));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      valid: false,
      error: en.invalidVerificationCode,
      code: "invalidVerificationCode",
    });
    expect((await userRow(shop, user.id)).phoneVerified).toBe(false);
  });

  it("refuses the right code after ten minutes", async () => {
    const { client, phone, code, user } = await memberWithCode();
    clock.advance(10 * 60 + 1);
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      valid: false,
      error: en.verificationCodeExpired,
      code: "verificationCodeExpired",
    });
    expect((await userRow(shop, user.id)).phoneVerified).toBe(false);
  });

  it("accepts the right code just before the ten minutes are up", async () => {
    const { client, phone, code } = await memberWithCode();
    clock.advance(9 * 60 + 50);
    expect((await checkCode(client, phone.typed, code)).status).toBe(200);
  });

  it("allows 5 checks per code: after 5 wrong codes even the right one is refused with 429", async () => {
    const { client, phone, code, user } = await memberWithCode();
    for (let i = 0; i < 5; i += 1) {
      expect((await checkCode(client, phone.typed, wrong(code))).status).toBe(400);
    }
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      valid: false,
      error: en.smsTooManyChecks,
      code: "smsTooManyChecks",
    });
    expect((await userRow(shop, user.id)).phoneVerified).toBe(false);
    const [row] = await verificationRows(shop, phone.e164);
    expect(row!.checks).toBe(5);
  });

  it("counts parallel guesses: 8 at once are never more than 5 checks", async () => {
    const { client, phone, code } = await memberWithCode();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => checkCode(client, phone.typed, wrong(code))),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it("answers 'not valid or expired' when no code was sent", async () => {
    const { client, phone } = await memberWithPhone(shop);
    const res = await checkCode(client, phone.typed, "123456");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.verificationCodeExpired);
  });

  it.each(["12a456", "123", "1234567", ""])(
    "refuses the malformed code %j without counting a check",
    async (bad) => {
      const { client, phone } = await memberWithCode();
      const res = await checkCode(client, phone.typed, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, valid: false, error: en.invalidVerificationCode });
      expect((await verificationRows(shop, phone.e164))[0]!.checks).toBe(0);
    },
  );

  it("refuses an invalid phone number", async () => {
    const { client } = await memberWithCode();
    const res = await checkCode(client, "(555) 555-0100", "123456");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.invalidPhoneNumber);
  });

  it("refuses another member's number with 403, even with their code", async () => {
    const other = await memberWithCode();
    const { client } = await memberWithPhone(shop);
    const res = await checkCode(client, other.phone.typed, other.code);
    expect(res.status).toBe(403);
    expect((await userRow(shop, other.user.id)).phoneVerified).toBe(false);
    expect((await verificationRows(shop, other.phone.e164))[0]!.checks).toBe(0);
  });

  it("does not let a second account with the same phone use the first account's code", async () => {
    const phone = uniquePhone();
    const first = await memberWithPhone(shop, phone);
    const second = await memberWithPhone(shop, phone);
    await sendCode(first.client, phone.typed);
    const code = (await lastSmsCode(shop, phone.e164))!;
    const res = await checkCode(second.client, phone.typed, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.verificationCodeExpired);
    expect((await userRow(shop, second.user.id)).phoneVerified).toBe(false);
    expect((await checkCode(first.client, phone.typed, code)).status).toBe(200);
  });

  it("refuses the code once the member changed their phone, and the new phone is not verified", async () => {
    const { client, phone, code, user } = await memberWithCode();
    await client.patch("/api/user", { phone: uniquePhone().typed });
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(403);
    expect((await userRow(shop, user.id)).phoneVerified).toBe(false);
  });

  it("answers a guest 401", async () => {
    const res = await checkCode(shop.client(), uniquePhone().typed, "123456");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, valid: false, error: en.notSignedIn, code: "notSignedIn" });
  });
});

describe("PATCH /api/user and the verified phone", () => {
  async function verified() {
    const member = await memberWithCode();
    expect((await checkCode(member.client, member.phone.typed, member.code)).status).toBe(200);
    expect((await member.client.patch("/api/user/preferences", { acceptSmsMarketing: true })).status).toBe(
      200,
    );
    return member;
  }

  it("a new phone clears the verification and switches SMS marketing off", async () => {
    const { client } = await verified();
    const res = await client.patch("/api/user", { phone: uniquePhone().typed });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phoneVerified: false, acceptSmsMarketing: false });
  });

  it("clearing the phone does the same", async () => {
    const { client } = await verified();
    const res = await client.patch("/api/user", { phone: "" });
    expect(res.body).toMatchObject({ phone: null, phoneVerified: false, acceptSmsMarketing: false });
  });

  it("the same phone in another spelling keeps both", async () => {
    const { client, phone } = await verified();
    const res = await client.patch("/api/user", { phone: phone.e164 });
    expect(res.body).toMatchObject({ phoneVerified: true, acceptSmsMarketing: true });
  });

  it("a change without the phone keeps both", async () => {
    const { client } = await verified();
    const res = await client.patch("/api/user", { fullName: "Hodan Cali" });
    expect(res.body).toMatchObject({ phoneVerified: true, acceptSmsMarketing: true });
  });
});

describe("the cap per address", () => {
  const capped = useTestShop({
    sms: (db) => localSmsVerifier(db, { secret: "test sms secret", limits: { perAddressPerHour: 2 } }),
  });

  it("refuses a third code in an hour from one address, whatever the number", async () => {
    const client = capped.client();
    for (let i = 0; i < 3; i += 1) {
      const phone = uniquePhone();
      // One machine, three accounts: each registration signs this client in as the new member.
      await signUp(client, { phone: phone.typed });
      const res = await sendCode(client, phone.typed);
      expect(res.status).toBe(i < 2 ? 200 : 429);
      if (i === 2) expect(res.body.error).toBe(en.tooManyRequests);
    }
  });
});
