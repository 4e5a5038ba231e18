/**
 * The test gateway's card rules, as card networks and Stripe's test mode know them: a number must pass the
 * Luhn check, the expiry must be a real month not yet past, the CVC 3 or 4 digits. A few numbers stand for
 * refusals (Stripe's own test numbers); every other valid number is accepted.
 */
export type CardRefusal =
  | "cardNumberInvalid"
  | "cardExpiryInvalid"
  | "cardExpired"
  | "cardCvcInvalid"
  | "cardDeclined"
  | "cardInsufficientFunds";

const refusedNumbers: Record<string, CardRefusal> = {
  "4000000000000002": "cardDeclined",
  "4000000000009995": "cardInsufficientFunds",
  "4000000000000069": "cardExpired",
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "12/34", "12 / 2034" or "1234" → month and four-digit year; null when it is no month at all. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Answers null when the card is accepted, else why it is refused. */
export function checkTestCard(card: CardInput, now = new Date()): CardRefusal | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits)) return "cardNumberInvalid";
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return "cardExpiryInvalid";
  // A card is good through the last day of its expiry month.
  if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) return "cardExpired";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "cardCvcInvalid";
  return refusedNumbers[digits] ?? null;
}
