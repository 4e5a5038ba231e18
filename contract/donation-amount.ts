import { z } from "zod";
import { dollarAmount } from "./fields.ts";
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS } from "./pricing.ts";

/**
 * A donation in dollars, at least $1 and at most $10,000, each bound with its own message: the one rule behind
 * an order's mosque donation, POST /api/donations/checkout and the /donate form. `notANumber` is what a value
 * that is no number at all says; without it the route names the field (server/lib/errors.ts).
 */
export function donationDollars(notANumber?: "errors.donationTooSmall") {
  return dollarAmount(
    z
      .number(notANumber)
      .min(MIN_DONATION_CENTS / 100, "errors.donationTooSmall")
      .max(MAX_DONATION_CENTS / 100, "errors.donationTooLarge"),
  );
}
