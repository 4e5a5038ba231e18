import { eq } from "drizzle-orm";
import { twoFactorDemandedOf } from "../../../../contract/permissions.ts";
import {
  nextTwoFactorState,
  type TwoFactorEvent,
  type TwoFactorSetupAnswer,
  type TwoFactorState,
  type TwoFactorStatus,
} from "../../../../contract/two-factor.ts";
import type { Db } from "../../../db/client.ts";
import { twoFactorGuards, twoFactorRecoveryCodes, type UserRow, users } from "../../../db/schema/index.ts";
import { recordAdminAction } from "../../../lib/audit.ts";
import type { SecretBox } from "../../../lib/encryption.ts";
import { conflict, HttpError } from "../../../lib/errors.ts";
import type { CurrentSession } from "../../../lib/guards.ts";
import { verifyPassword } from "../passwords.ts";
import { checkCode, recoveryCodesLeft, TwoFactorLockedError } from "./code-check.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { newTotpSecret, qrCodeFor } from "./totp.ts";

export interface TwoFactorDeps {
  db: Db;
  secrets: SecretBox;
  /** Milliseconds since 1970; the tests set it to reach the steps around a code. */
  now: () => number;
}

const stateOf = (user: UserRow): TwoFactorState =>
  user.twoFactorEnabled ? "on" : user.twoFactorSecret ? "pending" : "off";

/** The transition table of contract/two-factor.ts decides; anything it does not list is a 409. */
function transition(user: UserRow, event: TwoFactorEvent): { from: TwoFactorState; to: TwoFactorState } {
  const from = stateOf(user);
  const to = nextTwoFactorState(from, event);
  if (!to) {
    if (from === "on") throw conflict("twoFactorAlreadyEnabled");
    if (event === "verify") throw conflict("twoFactorNotSetUp");
    throw conflict("twoFactorNotEnabled");
  }
  return { from, to };
}

export function twoFactorStatus(session: CurrentSession, setupDemanded: boolean): TwoFactorStatus {
  const enabled = session.user.twoFactorEnabled;
  return {
    enabled,
    sessionVerified: !enabled || session.twoFactorPassed,
    setupRequired: setupDemanded && twoFactorDemandedOf.includes(session.user.role) && !enabled,
  };
}

/** A new secret, sealed at rest; a second set-up before the first was verified replaces it. */
export async function beginSetup(deps: TwoFactorDeps, user: UserRow): Promise<TwoFactorSetupAnswer> {
  const change = transition(user, "setup");
  const secret = newTotpSecret();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorSecret: deps.secrets.seal(secret) })
      .where(eq(users.id, user.id));
    // A new secret starts a new history of used steps.
    await tx
      .insert(twoFactorGuards)
      .values({ userId: user.id })
      .onConflictDoUpdate({ target: twoFactorGuards.userId, set: { lastUsedStep: null } });
    await audit(tx, user, change);
  });
  return { qrCode: await qrCodeFor(secret, user.username), secret };
}

/** The first good code turns 2FA on and issues the recovery codes, shown once. */
export async function confirmSetup(deps: TwoFactorDeps, user: UserRow, token: string): Promise<string[]> {
  const change = transition(user, "verify");
  const secret = deps.secrets.open(user.twoFactorSecret!);
  const codes = newRecoveryCodes();
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkCode(tx, {
      userId: user.id,
      secret,
      token,
      now: deps.now(),
      allowRecovery: false,
    });
    if (!check.ok) return check;
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code) })));
    await audit(tx, user, change);
    return check;
  });
  if (!outcome.ok) throw wrongCode(outcome.lockedFor);
  return codes;
}

/** The code check of a session: a code from the app or an unused recovery code. */
export async function passCodeCheck(
  deps: TwoFactorDeps,
  user: UserRow,
  token: string,
): Promise<{ recoveryCodesLeft: number }> {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) throw conflict("twoFactorNotEnabled");
  const secret = deps.secrets.open(user.twoFactorSecret);
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkCode(tx, {
      userId: user.id,
      secret,
      token,
      now: deps.now(),
      allowRecovery: true,
    });
    return check.ok ? { ...check, left: await recoveryCodesLeft(tx, user.id) } : check;
  });
  if (!outcome.ok) throw wrongCode(outcome.lockedFor);
  return { recoveryCodesLeft: outcome.left };
}

/** Turning 2FA off takes the account's password; the secret and the recovery codes go with it. */
export async function disableTwoFactor(deps: TwoFactorDeps, user: UserRow, password: string): Promise<void> {
  const change = transition(user, "disable");
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, "twoFactorWrongPassword", {}, "password");
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorSecret: null })
      .where(eq(users.id, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.update(twoFactorGuards).set({ lastUsedStep: null }).where(eq(twoFactorGuards.userId, user.id));
    await audit(tx, user, change);
  });
}

function wrongCode(lockedFor: number | undefined): HttpError {
  if (lockedFor !== undefined) return new TwoFactorLockedError(lockedFor);
  return new HttpError(400, "twoFactorInvalidToken", {}, "token");
}

async function audit(
  tx: Parameters<typeof recordAdminAction>[0],
  user: UserRow,
  change: { from: TwoFactorState; to: TwoFactorState },
) {
  await recordAdminAction(tx, {
    actor: user,
    action: "two_factor.changed",
    target: { type: "user", id: user.id },
    before: { state: change.from },
    after: { state: change.to },
  });
}
