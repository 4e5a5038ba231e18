import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { OPEN_MOMENT } from "../../lib/clock.ts";
import { signInAsAdmin, type TestClient, type TestShop } from "../harness.ts";

export const STEP_MS = 30_000;

/**
 * The shop's clock (`useTestShop({ clock: clock.shop })`), which its 2FA check reads: stopped in the middle of a
 * 30-second step, so ±1 step is never ambiguous, on an open Wednesday, so orders are taken too.
 */
export function testClock(start = OPEN_MOMENT.getTime() + STEP_MS / 2) {
  let now = start;
  return {
    now: () => now,
    shop: (): Date => new Date(now),
    /** Moves on by whole steps (or by milliseconds with `ms`). */
    advance(steps: number, ms = 0) {
      now += steps * STEP_MS + ms;
    },
  };
}

/** The code an authenticator app shows for `secret`, `offset` steps from `at`. */
export function codeAt(secret: string, at: number, offset = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: at + offset * STEP_MS,
  });
}

export interface TwoFactorAdmin {
  client: TestClient;
  username: string;
  password: string;
  userId: number;
  secret: string;
  recoveryCodes: string[];
}

/**
 * An admin who turned 2FA on through the API, signed in on `client` with a checked session. The clock moves
 * one step on, so the next code the test makes is a fresh one.
 */
export async function adminWithTwoFactor(
  shop: TestShop,
  clock: ReturnType<typeof testClock>,
): Promise<TwoFactorAdmin> {
  const client = shop.client();
  const { username, password, user } = await signInAsAdmin(shop, client);
  const setup = await client.post("/api/2fa/setup");
  expect(setup.status).toBe(200);
  const verify = await client.post("/api/2fa/verify", { token: codeAt(setup.body.secret, clock.now()) });
  expect(verify.status).toBe(200);
  clock.advance(1);
  return {
    client,
    username,
    password,
    userId: user.id,
    secret: setup.body.secret,
    recoveryCodes: verify.body.recoveryCodes,
  };
}

/** A second browser of the same admin: signed in with the password, the code check not yet passed. */
export async function signInAgain(shop: TestShop, admin: { username: string; password: string }) {
  const client = shop.client();
  const response = await client.post("/api/login", { username: admin.username, password: admin.password });
  expect(response.status).toBe(200);
  return client;
}
