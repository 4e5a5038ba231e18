import type { Db } from "../../db/client.ts";
import { type LedgerOptions, SmsLedger } from "./sms-ledger.ts";
import {
  type CheckOutcome,
  SmsRefused,
  type SmsRequest,
  type SmsVerifier,
  shortSid,
} from "./sms-verifier.ts";

export interface TwilioSettings extends LedgerOptions {
  accountSid: string;
  authToken: string;
  verifyServiceSid: string;
  /** Twilio Verify's address; a loopback fake in the tests. */
  baseUrl?: string;
  /** How long one call to Twilio may take. */
  timeoutMs?: number;
}

/** Twilio's error answer: https://www.twilio.com/docs/api/errors */
interface TwilioAnswer {
  status?: string | number;
  code?: number;
  message?: string;
}

/** Twilio error codes that mean the number itself cannot take a code (invalid, landline, blocked prefix). */
const NUMBER_ERRORS = new Set([60200, 60205, 21211, 21408, 21610, 21614, 60410]);

/**
 * Twilio Verify over its REST API (plain fetch, form-encoded, basic auth): Twilio makes, sends and checks the
 * codes; our ledger still keeps the resend pause, the hourly caps and the check count, so the limits are the
 * same whichever verifier runs.
 */
export function twilioVerifier(db: Db, settings: TwilioSettings): SmsVerifier {
  const ledger = new SmsLedger(db, "twilio", settings);
  const base = `${(settings.baseUrl ?? "https://verify.twilio.com").replace(/\/$/, "")}/v2/Services/${encodeURIComponent(settings.verifyServiceSid)}`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;

  async function call(path: string, form: Record<string, string>) {
    try {
      const response = await fetch(`${base}/${path}`, {
        method: "POST",
        headers: {
          authorization: auth,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => ({}))) as TwilioAnswer;
      return { httpStatus: response.status, body };
    } catch {
      throw new SmsRefused("unavailable");
    }
  }

  return {
    status: {
      twilioConfigured: Boolean(settings.accountSid),
      authTokenConfigured: Boolean(settings.authToken),
      verifyServiceConfigured: Boolean(settings.verifyServiceSid),
      accountSid: shortSid(settings.accountSid),
      verifyServiceSid: shortSid(settings.verifyServiceSid),
    },

    async sendCode(request: SmsRequest) {
      const row = await ledger.claimSend(request);
      // Twilio has no Somali template; it words the message in English, or by the number's country.
      const form: Record<string, string> = { To: request.phone, Channel: "sms" };
      if (request.language === "en") form.Locale = "en";
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call("Verifications", form);
      } catch (error) {
        await ledger.sendFailed(row.id);
        throw error;
      }
      if (answer.httpStatus === 200 || answer.httpStatus === 201) {
        return { resendAfter: ledger.limits.resendSeconds };
      }
      await ledger.sendFailed(row.id);
      if (NUMBER_ERRORS.has(answer.body.code ?? 0)) throw new SmsRefused("invalidNumber");
      if (answer.httpStatus === 429) throw new SmsRefused("tooManyCodes");
      throw new SmsRefused("unavailable");
    },

    async checkCode(request, code): Promise<CheckOutcome> {
      const row = await ledger.claimCheck(request.phone, request.subject);
      if (row === "expired") return "expired";
      const { httpStatus, body } = await call("VerificationCheck", { To: request.phone, Code: code });
      if (httpStatus === 200) {
        if (body.status !== "approved") return "wrong";
        return (await ledger.approve(row.id)) ? "approved" : "expired";
      }
      // 20404: Twilio has no pending verification for the number (expired, used or cancelled).
      if (httpStatus === 404) return "expired";
      if (httpStatus === 429) throw new SmsRefused("tooManyChecks");
      throw new SmsRefused("unavailable");
    },
  };
}
