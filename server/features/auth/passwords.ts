import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

type Cost = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

// argon2id with OWASP's recommended minimum: 19 MiB, 2 iterations, 1 lane (Algorithm.Argon2id is 2).
const standardCost: Cost = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
let cost = standardCost;

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const decoyPassword = "decoy password that matches nothing";
let decoy = await hashPassword(decoyPassword);

/** A hash to check against when the user does not exist, so a wrong username costs as long as a wrong password. */
export function decoyHash(): string {
  return decoy;
}

/**
 * For the API tests (server/test/harness.ts): the same algorithm at its lowest cost, 1 MiB and 1 iteration.
 * A hash then takes about 1 ms of CPU instead of 28, and those tests sign up or sign in a member in most of
 * their cases; what they check (a hash is stored, the right password passes, a wrong one does not, the
 * answers are alike) holds at any cost. A hash records its own cost, so `verifyPassword` checks either kind.
 * The shops the journeys and the process tests start keep the standard cost.
 */
export async function hashPasswordsCheaplyInTests(): Promise<void> {
  cost = { ...standardCost, memoryCost: 1024, timeCost: 1 };
  decoy = await hashPassword(decoyPassword);
}

// The 10,000 most common passwords of the zxcvbn list, ordered by frequency.
const common = new Set(dictionary["passwords-common"].slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
