import { z } from "zod";

/** Field rules every request and form shares, spelled once so a form can never accept what the API refuses. */

/** Forms send "" for an untouched optional field; the API treats it as absent. */
export const blank = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
/** For columns that are cleared rather than left alone: "" means null. */
export const blankToNull = (value: unknown) => (blank(value) === undefined ? null : value);

export const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
export const nullableText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/** Row ids are PostgreSQL `integer`s: a larger number names no row and must not reach the database (500). */
export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
/** A person's name, the customer's on an order or a member's full name: two letters at least. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** An address, trimmed and lower-cased; `message` names the refusal where a screen words it differently. */
export const emailRule = (message: string) => z.string().trim().toLowerCase().pipe(z.email(message));
export const emailSchema = emailRule("errors.invalidEmail");
export const optionalEmail = z.preprocess(blank, emailSchema.optional());

export const phoneSchema = z
  .string()
  .trim()
  .min(PHONE_MIN, "errors.invalidPhone")
  .max(PHONE_MAX)
  .regex(/^\+?[0-9 ()-]+$/, "errors.invalidPhone");
export const optionalPhone = z.preprocess(blank, phoneSchema.optional());

/** A member's full name: optional, but two letters at least when given. */
export const fullNameSchema = z.string().trim().min(NAME_MIN, "errors.fullNameTooShort").max(NAME_MAX);
