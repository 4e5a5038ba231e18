import { z } from "zod";
import { nullableText } from "./fields.ts";

/** The longest each field may be; forms stop typing there, so the schema's limit is never met unexplained. */
export const ADDRESS_MAX = {
  label: 60,
  street: 200,
  city: 100,
  state: 50,
  zipCode: 20,
  instructions: 500,
} as const;

/**
 * A member's saved address (docs/architecture.md#product-rules); in a mall, "street" is often a shop or
 * entrance.
 */
export const addressInputSchema = z.object({
  label: z.string().trim().min(1, "errors.addressLabelRequired").max(ADDRESS_MAX.label),
  street: z.string().trim().min(2, "errors.addressStreetRequired").max(ADDRESS_MAX.street),
  city: nullableText(ADDRESS_MAX.city),
  state: nullableText(ADDRESS_MAX.state),
  zipCode: nullableText(ADDRESS_MAX.zipCode),
  instructions: nullableText(ADDRESS_MAX.instructions),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
export const addressPatchSchema = addressInputSchema.partial();

/** A saved address as the address calls answer it. */
export const addressSchema = z.object({
  id: z.number(),
  label: z.string(),
  street: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  instructions: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
