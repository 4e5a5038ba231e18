import { and, eq, isNull, sql } from "drizzle-orm";
import {
  isTotpToken,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_MAX_FAILURES,
} from "../../../../contract/two-factor.ts";
import type { Db } from "../../../db/client.ts";
import { twoFactorGuards, twoFactorRecoveryCodes } from "../../../db/schema/index.ts";
import { HttpError } from "../../../lib/errors.ts";
import { hashRecoveryCode } from "./recovery-codes.ts";
import { matchingStep } from "./totp.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** 429 while the code check is locked; the route turns `retryAfterSeconds` into a Retry-After header. */
export class TwoFactorLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "twoFactorLocked", { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}

export type CodeKind = "totp" | "recovery";
export type CodeCheck = { ok: true; kind: CodeKind } | { ok: false; lockedFor?: number };

/**
 * Checks one code against the user's secret under the row lock of their guard row, so two requests with the
 * same code cannot both pass and the failure count cannot be raced past the limit. A wrong code is counted
 * in the database; the fifth in a row locks the check for 15 minutes.
 */
export async function checkCode(
  tx: Tx,
  input: { userId: number; secret: string; token: string; now: number; allowRecovery: boolean },
): Promise<CodeCheck> {
  await tx.insert(twoFactorGuards).values({ userId: input.userId }).onConflictDoNothing();
  const [guard] = await tx
    .select()
    .from(twoFactorGuards)
    .where(eq(twoFactorGuards.userId, input.userId))
    .for("update");
  const now = new Date(input.now);
  if (guard?.lockedUntil && guard.lockedUntil > now) {
    throw new TwoFactorLockedError(Math.ceil((guard.lockedUntil.getTime() - input.now) / 1000));
  }

  const kind = await matchCode(tx, input, guard?.lastUsedStep ?? null);
  if (kind) {
    await tx
      .update(twoFactorGuards)
      .set({ failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .where(eq(twoFactorGuards.userId, input.userId));
    return { ok: true, kind };
  }

  const failures = (guard?.failedAttempts ?? 0) + 1;
  const locks = failures >= TWO_FACTOR_MAX_FAILURES;
  await tx
    .update(twoFactorGuards)
    .set({
      failedAttempts: locks ? 0 : failures,
      lockedUntil: locks ? new Date(input.now + TWO_FACTOR_LOCK_MINUTES * 60_000) : null,
      updatedAt: now,
    })
    .where(eq(twoFactorGuards.userId, input.userId));
  return locks ? { ok: false, lockedFor: TWO_FACTOR_LOCK_MINUTES * 60 } : { ok: false };
}

async function matchCode(
  tx: Tx,
  input: { userId: number; secret: string; token: string; now: number; allowRecovery: boolean },
  lastUsedStep: number | null,
): Promise<CodeKind | undefined> {
  if (isTotpToken(input.token)) {
    const step = matchingStep(input.secret, input.token, input.now);
    // A code is good once: its step, and every step before it, is spent (replay refused).
    if (step === undefined || (lastUsedStep !== null && step <= lastUsedStep)) return undefined;
    await tx
      .update(twoFactorGuards)
      .set({ lastUsedStep: step })
      .where(eq(twoFactorGuards.userId, input.userId));
    return "totp";
  }
  if (!input.allowRecovery) return undefined;
  const used = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(input.now) })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, input.userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(input.token)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0 ? "recovery" : undefined;
}

/** How many recovery codes the user has not used yet. */
export async function recoveryCodesLeft(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
