import type { SmsStatus } from "../../../contract/sms.ts";

export type { SmsStatus };

/** Who asks for a code and who may check it. */
export interface SmsRequest {
  /** E.164. */
  phone: string;
  /** `user:<id>` for a member's own phone, `admin-test:<id>` for the settings test: a code checks only for it. */
  subject: string;
  /** The requester's address, counted (hashed) for the per-address cap. */
  ip: string;
  language: "en" | "so";
}

/** Why a send or a check was refused. */
export type SmsRefusal =
  /** A code was sent less than a minute ago; `retryAfter` seconds to wait. */
  | "tooSoon"
  /** Five codes to this number in the last hour. */
  | "tooManyCodes"
  /** The requester's address asked for too many codes in the last hour. */
  | "tooManyFromAddress"
  /** Five checks of this code already. */
  | "tooManyChecks"
  /** The provider says the number cannot receive a code. */
  | "invalidNumber"
  /** The provider failed or could not be reached. */
  | "unavailable";

export class SmsRefused extends Error {
  constructor(
    readonly reason: SmsRefusal,
    readonly retryAfter?: number,
  ) {
    super(`SMS verification refused: ${reason}`);
  }
}

/** `approved` once; `wrong` for another code; `expired` when no live code was sent to this subject. */
export type CheckOutcome = "approved" | "wrong" | "expired";

/**
 * Sends one-time codes by SMS and checks them (docs/architecture.md "Stack"): the local default keeps hashed
 * codes and writes each message to the outbox; the Twilio Verify adapter when Twilio is configured. Both
 * keep the same limits in the database (sms-ledger.ts). Failures throw SmsRefused.
 */
export interface SmsVerifier {
  /** What the admin settings show (GET /api/twilio-status). */
  readonly status: SmsStatus;
  /** Sends a new code; answers the seconds until another may be asked for. */
  sendCode(request: SmsRequest): Promise<{ resendAfter: number }>;
  checkCode(request: Omit<SmsRequest, "language" | "ip">, code: string): Promise<CheckOutcome>;
}

/** Shows enough of a SID to recognise it, not the whole. */
export function shortSid(sid: string | undefined): string | null {
  if (!sid) return null;
  return sid.length > 10 ? `${sid.slice(0, 6)}…${sid.slice(-4)}` : sid;
}
