import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * A phone number in E.164 (`+16125550100`), or undefined when it is not a real number. Numbers without a
 * country code are read as US numbers: the café is in Minneapolis (docs/api.md).
 */
export function toE164(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const parsed = parsePhoneNumberFromString(raw, "US");
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Whether two spellings name the same phone ("612-555-0100" and "+1 (612) 555 0100" do). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = toE164(a);
  return left !== undefined ? left === toE164(b) : (a ?? "") === (b ?? "");
}
