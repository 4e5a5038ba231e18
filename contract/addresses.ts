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

export interface Address {
  id: number;
  label: string;
  street: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  instructions: string | null;
  isDefault: boolean;
}
