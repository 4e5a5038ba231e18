import { z } from "zod";

/** Field rules every request and form shares, spelled once so a form can never accept what the API refuses. */

/** Forms send "" for an untouched optional field; the API treats it as absent. */
export const blank = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
/** For columns that are cleared rather than left alone: "" means null. */
export const blankToNull = (value: unknown) => (blank(value) === undefined ? null : value);

/**
 * PostgreSQL's text holds no NUL character, and a lone UTF-16 surrogate has no UTF-8 bytes at all: either
 * would fail deep in the database, so both are refused at the door (docs/architecture.md "Security").
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT = "errors.unstorableText";
export const isStorableText = (value: string) => !value.includes("\u0000") && !loneSurrogate.test(value);
/** Every text field of every request starts here. */
export const text = () => z.string().refine(isStorableText, UNSTORABLE_TEXT);

export const optionalText = (max: number) => z.preprocess(blank, text().trim().max(max).optional());
export const nullableText = (max: number) =>
  z.preprocess(blankToNull, text().trim().max(max).nullable().optional());

/**
 * Whole numbers (ids, quantities, points, days) as JSON numbers or plain decimal digits. z.coerce would also
 * read "0x10" as 16, "1e3" as 1000, " 7" as 7, true as 1 and [3] as 3; here those fail the number rule.
 */
const decimalDigits = /^-?\d+$/;
export const wholeNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && decimalDigits.test(value) ? Number(value) : value),
    schema,
  );

/**
 * Money in dollars, as a JSON number or a plain decimal ("3", "3.5", "3.50", around spaces allowed): z.coerce would
 * also read "1e4" as 10000 and "0x10" as 16; here those fail the number rule. Whole cents only: $2.505 is no
 * amount anyone can pay, and rounding it would charge what the customer did not type.
 */
const plainDecimal = /^-?\d+(\.\d+)?$/;
export const WHOLE_CENTS = "errors.wholeCents";
export const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
export const dollarAmount = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && plainDecimal.test(value.trim()) ? Number(value.trim()) : value),
    schema.refine(isWholeCents, WHOLE_CENTS),
  );

/** Row ids are PostgreSQL `integer`s: a larger number names no row and must not reach the database (500). */
export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = wholeNumber(z.number().int().positive().max(MAX_ROW_ID));

export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
/** A person's name, the customer's on an order or a member's full name: two letters at least. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** An address, trimmed and lower-cased; `message` names the refusal where a screen words it differently. */
export const emailRule = (message: string) => text().trim().toLowerCase().pipe(z.email(message));
export const emailSchema = emailRule("errors.invalidEmail");
export const optionalEmail = z.preprocess(blank, emailSchema.optional());

/** A phone number; `message` names the refusal, as for an address. */
const phoneRule = (message: string) =>
  text()
    .trim()
    .min(PHONE_MIN, message)
    .max(PHONE_MAX)
    .regex(/^\+?[0-9 ()-]+$/, message);
/**
 * A phone the form needs (in-mall delivery): 'Valid phone number is required'
 * (docs/architecture.md#product-rules).
 */
export const phoneSchema = phoneRule("errors.invalidPhone");
/** A phone one may leave out: a wrong one is said to be invalid, not to be required. */
export const optionalPhone = z.preprocess(blank, phoneRule("errors.invalidPhoneNumber").optional());

/** A member's full name: optional, but two letters at least when given. */
export const fullNameSchema = text().trim().min(NAME_MIN, "errors.fullNameTooShort").max(NAME_MAX);
