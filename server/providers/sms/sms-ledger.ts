import { createHash } from "node:crypto";
import { and, count, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import {
  SMS_CODE_TTL_MINUTES,
  SMS_CODES_PER_ADDRESS_PER_HOUR,
  SMS_CODES_PER_NUMBER_PER_HOUR,
  SMS_MAX_CHECKS,
  SMS_RESEND_SECONDS,
} from "../../../contract/sms.ts";
import type { Db } from "../../db/client.ts";
import { type SmsVerificationRow, smsVerifications } from "../../db/schema/index.ts";
import { SmsRefused, type SmsRequest } from "./sms-verifier.ts";

export interface SmsLimits {
  codeTtlMinutes: number;
  maxChecks: number;
  resendSeconds: number;
  perNumberPerHour: number;
  perAddressPerHour: number;
}

export const defaultSmsLimits: SmsLimits = {
  codeTtlMinutes: SMS_CODE_TTL_MINUTES,
  maxChecks: SMS_MAX_CHECKS,
  resendSeconds: SMS_RESEND_SECONDS,
  perNumberPerHour: SMS_CODES_PER_NUMBER_PER_HOUR,
  perAddressPerHour: SMS_CODES_PER_ADDRESS_PER_HOUR,
};

export interface LedgerOptions {
  limits?: Partial<SmsLimits>;
  /** The clock; tests set it rather than wait ten minutes. */
  now?: () => Date;
}

const HOUR = 60 * 60_000;
const hashAddress = (ip: string) => createHash("sha256").update(ip).digest("hex");

/**
 * The verifiers' shared limits, kept in `sms_verifications` so that they survive restarts and hold across
 * instances: a resend pause, codes per number and per address per hour, checks per code. Sends take one
 * transaction-level advisory lock, so two instances cannot both slip under a limit at the same moment.
 */
export class SmsLedger {
  readonly limits: SmsLimits;
  readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly provider: "local" | "twilio",
    options: LedgerOptions = {},
  ) {
    this.limits = { ...defaultSmsLimits, ...options.limits };
    this.now = options.now ?? (() => new Date());
  }

  /** Records a send within the limits (or throws SmsRefused); older codes for the same subject stop working. */
  async claimSend(request: SmsRequest, codeHash: string | null = null): Promise<SmsVerificationRow> {
    const now = this.now();
    const ipHash = hashAddress(request.ip);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms:send'))`);
      const counted = ne(smsVerifications.status, "failed");
      const hourAgo = new Date(now.getTime() - HOUR);
      const [latest] = await tx
        .select()
        .from(smsVerifications)
        .where(and(eq(smsVerifications.phone, request.phone), counted))
        .orderBy(desc(smsVerifications.createdAt))
        .limit(1);
      const waited = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
      if (waited < this.limits.resendSeconds)
        throw new SmsRefused("tooSoon", Math.ceil(this.limits.resendSeconds - waited));
      const [perNumber] = await tx
        .select({ n: count(), oldest: sql<string>`min(${smsVerifications.createdAt})` })
        .from(smsVerifications)
        .where(
          and(eq(smsVerifications.phone, request.phone), counted, gt(smsVerifications.createdAt, hourAgo)),
        );
      if ((perNumber?.n ?? 0) >= this.limits.perNumberPerHour) {
        const oldest = new Date(perNumber!.oldest).getTime();
        throw new SmsRefused("tooManyCodes", Math.max(1, Math.ceil((oldest + HOUR - now.getTime()) / 1000)));
      }
      const [perAddress] = await tx
        .select({ n: count() })
        .from(smsVerifications)
        .where(and(eq(smsVerifications.ipHash, ipHash), counted, gt(smsVerifications.createdAt, hourAgo)));
      if ((perAddress?.n ?? 0) >= this.limits.perAddressPerHour) throw new SmsRefused("tooManyFromAddress");
      await tx
        .update(smsVerifications)
        .set({ status: "replaced" })
        .where(
          and(
            eq(smsVerifications.phone, request.phone),
            eq(smsVerifications.subject, request.subject),
            eq(smsVerifications.status, "pending"),
          ),
        );
      const [row] = await tx
        .insert(smsVerifications)
        .values({
          phone: request.phone,
          subject: request.subject,
          ipHash,
          provider: this.provider,
          codeHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + this.limits.codeTtlMinutes * 60_000),
        })
        .returning();
      return row!;
    });
  }

  /** The provider did not send it: the attempt stops counting against the limits. */
  async sendFailed(id: number): Promise<void> {
    await this.db.update(smsVerifications).set({ status: "failed" }).where(eq(smsVerifications.id, id));
  }

  /**
   * Counts one check of the subject's live code and answers its row, or "expired" when there is none.
   * Throws SmsRefused("tooManyChecks") once the code has had its checks.
   */
  async claimCheck(phone: string, subject: string): Promise<SmsVerificationRow | "expired"> {
    const now = this.now();
    const [live] = await this.db
      .select()
      .from(smsVerifications)
      .where(
        and(
          eq(smsVerifications.phone, phone),
          eq(smsVerifications.subject, subject),
          eq(smsVerifications.status, "pending"),
          gt(smsVerifications.expiresAt, now),
        ),
      )
      .orderBy(desc(smsVerifications.createdAt))
      .limit(1);
    if (!live) return "expired";
    // One statement counts and checks the limit, so parallel guesses cannot exceed it.
    const [counted] = await this.db
      .update(smsVerifications)
      .set({ checks: sql`${smsVerifications.checks} + 1` })
      .where(and(eq(smsVerifications.id, live.id), lt(smsVerifications.checks, this.limits.maxChecks)))
      .returning();
    if (!counted) throw new SmsRefused("tooManyChecks");
    return counted;
  }

  /** Marks the code used; false when a parallel check used it first. */
  async approve(id: number): Promise<boolean> {
    const approved = await this.db
      .update(smsVerifications)
      .set({ status: "approved", approvedAt: this.now() })
      .where(and(eq(smsVerifications.id, id), eq(smsVerifications.status, "pending")))
      .returning({ id: smsVerifications.id });
    return approved.length === 1;
  }
}
