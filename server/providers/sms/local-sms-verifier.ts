import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { SMS_CODE_LENGTH } from "../../../contract/sms.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { type LedgerOptions, SmsLedger } from "./sms-ledger.ts";
import type { CheckOutcome, SmsRequest, SmsVerifier } from "./sms-verifier.ts";

export interface LocalSmsOptions extends LedgerOptions {
  /** Keys the code hashes, so a copy of the table alone cannot be searched for the codes. */
  secret: string;
}

/**
 * The local default: 6-digit codes from the operating system's CSPRNG, kept as keyed hashes, and each message
 * written to the outbox (channel sms), where a café without Twilio (and the tests) can read it.
 */
export function localSmsVerifier(db: Db, options: LocalSmsOptions): SmsVerifier {
  const ledger = new SmsLedger(db, "local", options);
  // Keyed with the phone as well, so one hash says nothing about another number's code.
  const hash = (phone: string, code: string) =>
    createHmac("sha256", options.secret).update(`${phone}:${code}`).digest();

  return {
    status: {
      twilioConfigured: false,
      authTokenConfigured: false,
      verifyServiceConfigured: false,
      accountSid: null,
      verifyServiceSid: null,
    },

    async sendCode(request: SmsRequest) {
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
      const row = await ledger.claimSend(request, hash(request.phone, code).toString("hex"));
      const t = translator(request.language);
      try {
        await db.insert(outbox).values({
          channel: "sms",
          recipient: request.phone,
          subject: t("sms.verificationSubject"),
          textBody: t("sms.verificationCode", { code, minutes: ledger.limits.codeTtlMinutes }),
          htmlBody: "",
          language: request.language,
          status: "stored",
        });
      } catch (error) {
        await ledger.sendFailed(row.id);
        throw error;
      }
      return { resendAfter: ledger.limits.resendSeconds };
    },

    async checkCode(request, code): Promise<CheckOutcome> {
      const row = await ledger.claimCheck(request.phone, request.subject);
      if (row === "expired") return "expired";
      const expected = Buffer.from(row.codeHash ?? "", "hex");
      const given = hash(row.phone, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "wrong";
      return (await ledger.approve(row.id)) ? "approved" : "expired";
    },
  };
}
