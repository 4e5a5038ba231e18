import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// argon2id with OWASP's recommended minimum: 19 MiB, 2 iterations, 1 lane (Algorithm.Argon2id is 2).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to check against when the user does not exist, so a wrong username costs as long as a wrong password. */
export const decoyHash = await hashPassword("decoy password that matches nothing");

// The 10,000 most common passwords of the zxcvbn list, ordered by frequency.
const common = new Set(dictionary["passwords-common"].slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
