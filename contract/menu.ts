import { z } from "zod";
import { dollarAmount } from "./fields.ts";
import { dietaryIds, menuCategories } from "./menu-categories.ts";
import { optionGroupViewSchema } from "./menu-option-schemas.ts";
import { imageReferenceSchema } from "./uploads.ts";

export const menuCategorySchema = z.enum(menuCategories);
export const dietaryIdSchema = z.enum(dietaryIds);

/**
 * A menu item as GET /api/menu gives it (docs/architecture.md#product-rules): price in dollars, both spellings
 * of the links.
 */
export const menuItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSo: z.string().nullable(),
  description: z.string().nullable(),
  descriptionSo: z.string().nullable(),
  price: z.number(),
  category: menuCategorySchema,
  imageUrl: z.string().nullable(),
  image_url: z.string().nullable(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  /** Comma-joined dietary ids. */
  dietaryTags: z.string(),
  stripeProductId: z.string().nullable(),
  stripe_product_id: z.string().nullable(),
  /** The item's option groups (size, sugar, milk…), an empty list when it has none. */
  optionGroups: z.array(optionGroupViewSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

const dollars = dollarAmount(
  z.number({ error: "errors.pricePositive" }).min(0.01, "errors.pricePositive").max(1000),
);
const text = (max: number) => z.string().trim().max(max);

/** POST /api/menu (admin). PATCH takes the same fields, any subset, with `image_url` instead of `imageUrl`. */
export const menuItemInputSchema = z.object({
  name: z.string({ error: "errors.menuNameRequired" }).trim().max(120).min(1, "errors.menuNameRequired"),
  nameSo: text(120).nullish(),
  description: text(1000).nullish(),
  descriptionSo: text(1000).nullish(),
  price: dollars,
  category: z.enum(menuCategories, { error: "errors.menuCategoryRequired" }),
  imageUrl: imageReferenceSchema.nullish(),
  isAvailable: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  dietaryTags: z
    .union([z.string(), z.array(dietaryIdSchema)])
    .optional()
    .transform((tags) => (Array.isArray(tags) ? tags.join(",") : tags))
    .refine((tags) => !tags || tags.split(",").every((t) => dietaryIdSchema.safeParse(t.trim()).success), {
      message: "errors.unknownDietaryPreference",
    }),
});
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;

export const menuItemPatchSchema = menuItemInputSchema
  .omit({ imageUrl: true })
  .extend({ image_url: imageReferenceSchema.nullish(), imageUrl: imageReferenceSchema.nullish() })
  .partial();
export type MenuItemPatch = z.infer<typeof menuItemPatchSchema>;

/**
 * DELETE /api/menu/{id}: an item that orders refer to is archived (gone from the menu, kept for the orders'
 * history) rather than deleted.
 */
export const menuDeleteAnswerSchema = z.object({ success: z.literal(true), archived: z.boolean() });
export type MenuDeleteAnswer = z.infer<typeof menuDeleteAnswerSchema>;
