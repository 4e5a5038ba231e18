import { createHash, randomInt } from "node:crypto";
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "../../../../contract/two-factor.ts";

// No 0/o, 1/l/i: a code copied from paper should not be misread. 31 symbols, 10 of them: 49 bits each.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const symbols = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/** Ten fresh codes, distinct from one another. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * Codes this random need no slow hash: 49 bits cannot be guessed from a SHA-256 digest, and online guessing
 * meets the five-failure lock.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("base64url");
}
