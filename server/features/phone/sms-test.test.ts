import { describe, expect, it } from "vitest";
import { localSmsVerifier } from "../../providers/sms/local-sms-verifier.ts";
import { messages, signInAsAdmin, signUp, useTestShop } from "../../test/harness.ts";
import {
  checkCode,
  lastSmsCode,
  memberWithPhone,
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

async function admin() {
  const client = shop.client();
  const signed = await signInAsAdmin(shop, client);
  return { client, ...signed };
}

describe("GET /api/twilio-status", () => {
  it("answers the five fields: nothing configured with the local verifier", async () => {
    const { client } = await admin();
    const res = await client.get("/api/twilio-status");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      twilioConfigured: false,
      authTokenConfigured: false,
      verifyServiceConfigured: false,
      accountSid: null,
      verifyServiceSid: null,
    });
  });
});

describe("POST /api/test-sms", () => {
  it("cleans the number (brackets, spaces, dashes; + added) and texts a code to it", async () => {
    const { client } = await admin();
    const phone = uniquePhone();
    const typed = `1 ${phone.typed}`;
    const res = await client.post("/api/test-sms", { phone: typed });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, resendAfter: 60 });
    expect(await lastSmsCode(shop, phone.e164)).toMatch(/^\d{6}$/);
  });

  it.each([
    ["letters", "call the cafe"],
    ["empty", ""],
    ["no country code, so not a real number", "(612) 555-0100"],
  ])("refuses %s with 400 'Please enter a valid phone number'", async (_case, phone) => {
    const { client } = await admin();
    const res = await client.post("/api/test-sms", { phone });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: en.testPhoneInvalid });
  });

  it("keeps the same limits as members: a second code within a minute is refused", async () => {
    const { client } = await admin();
    const phone = uniquePhone();
    expect((await client.post("/api/test-sms", { phone: phone.e164 })).status).toBe(200);
    expect((await client.post("/api/test-sms", { phone: phone.e164 })).status).toBe(429);
    expect(await smsSentTo(shop, phone.e164)).toHaveLength(1);
  });
});

describe("POST /api/verify-test-sms", () => {
  async function adminWithCode() {
    const signed = await admin();
    const phone = uniquePhone();
    await signed.client.post("/api/test-sms", { phone: phone.e164 });
    return { ...signed, phone, code: (await lastSmsCode(shop, phone.e164))! };
  }

  it("answers verified for the right code", async () => {
    const { client, phone, code } = await adminWithCode();
    const res = await client.post("/api/verify-test-sms", { phone: `+1 ${phone.typed}`, code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, verified: true });
  });

  it("refuses a wrong code with 400 and verified false", async () => {
    const { client, phone, code } = await adminWithCode();
    const res = await client.post("/api/verify-test-sms", {
      phone: phone.e164,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      verified: false,
      error: en.invalidVerificationCode,
      code: "invalidVerificationCode",
    });
  });

  it("refuses a missing code with 'Please enter the verification code'", async () => {
    const { client, phone } = await adminWithCode();
    const res = await client.post("/api/verify-test-sms", { phone: phone.e164, code: "" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.verificationCodeRequired);
  });

  it("refuses the code after ten minutes", async () => {
    const { client, phone, code } = await adminWithCode();
    clock.advance(10 * 60 + 1);
    const res = await client.post("/api/verify-test-sms", { phone: phone.e164, code });
    expect(res.body.error).toBe(en.verificationCodeExpired);
  });

  it("a test code verifies nobody's phone, and a member's code is no test code", async () => {
    const member = await memberWithPhone(shop);
    const { client } = await admin();
    await client.post("/api/test-sms", { phone: member.phone.e164 });
    const testCode = (await lastSmsCode(shop, member.phone.e164))!;
    expect((await checkCode(member.client, member.phone.typed, testCode)).status).toBe(400);
    expect((await userRow(shop, member.user.id)).phoneVerified).toBe(false);
    expect((await verificationRows(shop, member.phone.e164))[0]!.subject).toMatch(/^admin-test:/);
  });
});

describe("GET /api/admin/outbox with a phone number", () => {
  it("shows admins the texts the local verifier kept for that number", async () => {
    const { client } = await admin();
    const phone = uniquePhone();
    await client.post("/api/test-sms", { phone: phone.e164 });
    const res = await client.get(`/api/admin/outbox?to=${encodeURIComponent(phone.e164)}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ channel: "sms", recipient: phone.e164 });
    expect(res.body[0].textBody).toContain((await lastSmsCode(shop, phone.e164))!);
  });
});

describe("permissions", () => {
  const calls = [
    ["GET", "/api/twilio-status", undefined],
    ["POST", "/api/test-sms", { phone: "+16125550100" }],
    ["POST", "/api/verify-test-sms", { phone: "+16125550100", code: "123456" }],
  ] as const;

  it.each(calls)("%s %s answers a guest 401", async (method, url, body) => {
    const res = await shop.client().request(method, url, body);
    expect(res.status).toBe(401);
  });

  it.each(calls)("%s %s answers a member 403 and texts nothing", async (method, url, body) => {
    const client = shop.client();
    await signUp(client);
    const res = await client.request(method, url, body);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(en.forbidden);
    expect(await smsSentTo(shop, "+16125550100")).toHaveLength(0);
  });
});
