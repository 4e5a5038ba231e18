import { afterAll, describe, expect, it } from "vitest";
import { messages, signInAsAdmin, useTestShop } from "../../test/harness.ts";
import {
  checkCode,
  memberWithPhone,
  sendCode,
  smsSentTo,
  testClock,
  userRow,
  verificationRows,
} from "../../test/kits/phone-kit.ts";
import { fakeTwilioAccount, startFakeTwilio } from "./fake-twilio-api.ts";
import { SmsRefused } from "./sms-verifier.ts";
import { twilioVerifier } from "./twilio-verifier.ts";

/** The Twilio Verify adapter, through the shop's routes, against Twilio's REST API on loopback. */

const fake = await startFakeTwilio();
afterAll(() => fake.close());
const clock = testClock();
const shop = useTestShop({
  sms: (db) => twilioVerifier(db, { ...fakeTwilioAccount, baseUrl: fake.baseUrl, now: clock.now }),
});
const en = messages.en;
const servicePath = `/v2/Services/${fakeTwilioAccount.verifyServiceSid}`;

async function memberWithTwilioCode() {
  const member = await memberWithPhone(shop);
  expect((await sendCode(member.client, member.phone.typed)).status).toBe(200);
  const code = fake.codeFor(member.phone.e164);
  expect(code).toMatch(/^\d{6}$/);
  return { ...member, code: code! };
}

describe("sending", () => {
  it("asks Twilio Verify for an SMS to the number in E.164, with basic auth, and keeps no code itself", async () => {
    const { client, phone } = await memberWithPhone(shop);
    const res = await sendCode(client, phone.typed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, resendAfter: 60 });
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`${servicePath}/Verifications`);
    expect(Object.fromEntries(request.form)).toEqual({ To: phone.e164, Channel: "sms", Locale: "en" });
    const basic = Buffer.from(`${fakeTwilioAccount.accountSid}:${fakeTwilioAccount.authToken}`);
    expect(request.headers.authorization).toBe(`Basic ${basic.toString("base64")}`);
    expect(await smsSentTo(shop, phone.e164)).toHaveLength(0);
    const [row] = await verificationRows(shop, phone.e164);
    expect(row).toMatchObject({ provider: "twilio", codeHash: null, status: "pending" });
  });

  it("keeps the shop's own resend pause: a second request within a minute never reaches Twilio", async () => {
    const { client, phone } = await memberWithTwilioCode();
    const calls = fake.seen.length;
    const res = await sendCode(client, phone.typed);
    expect(res.status).toBe(429);
    expect(fake.seen.length).toBe(calls);
  });

  it("answers 'Invalid phone number' when Twilio refuses the number, and the attempt does not count", async () => {
    const { client, phone } = await memberWithPhone(shop);
    fake.failNext(400, 60200, "Invalid parameter `To`");
    const res = await sendCode(client, phone.typed);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: en.invalidPhoneNumber, code: "invalidPhoneNumber" });
    expect((await verificationRows(shop, phone.e164))[0]!.status).toBe("failed");
    expect((await sendCode(client, phone.typed)).status).toBe(200);
  });

  it("answers 429 when Twilio's own send limit is reached", async () => {
    const { client, phone } = await memberWithPhone(shop);
    fake.failNext(429, 60203, "Max send attempts reached");
    const res = await sendCode(client, phone.typed);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(en.smsTooManyCodes);
  });

  it.each([
    [401, 20003, "Authenticate"],
    [500, 20500, "Internal Server Error"],
    [503, 20503, "Service Unavailable"],
  ])("answers 502 'Failed to send verification code' when Twilio answers %i", async (status, code, text) => {
    const { client, phone } = await memberWithPhone(shop);
    fake.failNext(status, code, text);
    const res = await sendCode(client, phone.typed);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, error: en.smsSendFailed, code: "smsSendFailed" });
  });

  it("refuses wrong credentials: Twilio's 401 becomes a 502, never the member's fault", async () => {
    const verifier = twilioVerifier(shop.database.db, {
      ...fakeTwilioAccount,
      authToken: "not the token",
      baseUrl: fake.baseUrl,
    });
    await expect(
      verifier.sendCode({ phone: "+16125550177", subject: "user:0", ip: "10.9.9.9", language: "so" }),
    ).rejects.toEqual(new SmsRefused("unavailable"));
    expect(Object.fromEntries(fake.seen.at(-1)!.form)).toEqual({ To: "+16125550177", Channel: "sms" });
  });

  it("fails cleanly when Twilio cannot be reached", async () => {
    const down = await startFakeTwilio();
    const baseUrl = down.baseUrl;
    await down.close();
    const verifier = twilioVerifier(shop.database.db, { ...fakeTwilioAccount, baseUrl });
    const request = { phone: "+16125550178", subject: "user:0", ip: "10.9.9.8", language: "en" as const };
    await expect(verifier.sendCode(request)).rejects.toEqual(new SmsRefused("unavailable"));
    expect((await verificationRows(shop, request.phone))[0]!.status).toBe("failed");
  });
});

describe("checking", () => {
  it("verifies the phone when Twilio approves the code", async () => {
    const { client, phone, code, user } = await memberWithTwilioCode();
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, valid: true });
    expect(Object.fromEntries(fake.seen.at(-1)!.form)).toEqual({ To: phone.e164, Code: code });
    expect(fake.seen.at(-1)!.path).toBe(`${servicePath}/VerificationCheck`);
    expect((await userRow(shop, user.id)).phoneVerified).toBe(true);
  });

  it("refuses a code Twilio leaves pending", async () => {
    const { client, phone, code, user } = await memberWithTwilioCode();
    const res = await checkCode(client, phone.typed, code === "000000" ? "111111" : "000000");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      valid: false,
      error: en.invalidVerificationCode,
      code: "invalidVerificationCode",
    });
    expect((await userRow(shop, user.id)).phoneVerified).toBe(false);
  });

  it("answers 'not valid or expired' when Twilio no longer has the verification (its 404)", async () => {
    const { client, phone, code } = await memberWithTwilioCode();
    fake.expireAll();
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.verificationCodeExpired);
  });

  it("expires the code after ten minutes by the shop's own clock, without asking Twilio", async () => {
    const { client, phone, code } = await memberWithTwilioCode();
    clock.advance(10 * 60 + 1);
    const calls = fake.seen.length;
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.verificationCodeExpired);
    expect(fake.seen.length).toBe(calls);
  });

  it("answers 429 when Twilio says the code had its checks (60202)", async () => {
    const { client, phone, code } = await memberWithTwilioCode();
    fake.failNext(429, 60202, "Max check attempts reached");
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(en.smsTooManyChecks);
  });

  it("answers 502 'Failed to verify code' when Twilio fails", async () => {
    const { client, phone, code, user } = await memberWithTwilioCode();
    fake.failNext(500, 20500, "Internal Server Error");
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      valid: false,
      error: en.smsCheckFailed,
      code: "smsCheckFailed",
    });
    expect((await userRow(shop, user.id)).phoneVerified).toBe(false);
  });

  it("stops after 5 checks by its own count too", async () => {
    const { client, phone, code } = await memberWithTwilioCode();
    for (let i = 0; i < 5; i += 1)
      await checkCode(client, phone.typed, code === "000000" ? "111111" : "000000");
    const calls = fake.seen.length;
    const res = await checkCode(client, phone.typed, code);
    expect(res.status).toBe(429);
    expect(fake.seen.length).toBe(calls);
  });
});

describe("GET /api/twilio-status", () => {
  it("says Twilio is configured and shows the SIDs shortened, never the token", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const res = await admin.get("/api/twilio-status");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      twilioConfigured: true,
      authTokenConfigured: true,
      verifyServiceConfigured: true,
      accountSid: "AC0000…0001",
      verifyServiceSid: "VA0000…0001",
    });
    expect(JSON.stringify(res.body)).not.toContain(fakeTwilioAccount.authToken);
  });
});
