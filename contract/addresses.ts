import { z } from "zod";
import { nullableText } from "./fields.ts";

/** A member's saved address (spec part 1 section 3); in a mall, "street" is often a shop or entrance. */
export const addressInputSchema = z.object({
  label: z.string().trim().min(1, "errors.addressLabelRequired").max(60),
  street: z.string().trim().min(2, "errors.addressStreetRequired").max(200),
  city: nullableText(100),
  state: nullableText(50),
  zipCode: nullableText(20),
  instructions: nullableText(500),
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
