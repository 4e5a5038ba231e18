import { z } from "zod";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** A member's saved address (spec part 1 section 3); in a mall, "street" is often a shop or entrance. */
export const addressInputSchema = z.object({
  label: z.string().trim().min(1, "errors.addressLabelRequired").max(60),
  street: z.string().trim().min(2, "errors.addressStreetRequired").max(200),
  city: z.preprocess(blank, z.string().trim().max(100).nullable().optional()),
  state: z.preprocess(blank, z.string().trim().max(50).nullable().optional()),
  zipCode: z.preprocess(blank, z.string().trim().max(20).nullable().optional()),
  instructions: z.preprocess(blank, z.string().trim().max(500).nullable().optional()),
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
