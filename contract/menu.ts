import { z } from "zod";

/** Categories of spec part 1 section 1: the four of the menu screens plus those the data also uses. */
export const menuCategories = [
  "beverages",
  "food",
  "desserts",
  "specials",
  "hot_drinks",
  "cold_drinks",
  "breakfast",
  "lunch",
  "dinner",
  "snacks",
] as const;
export const menuCategorySchema = z.enum(menuCategories);
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** Dietary preference ids of spec part 1 section 3. */
export const dietaryIds = ["vegetarian", "vegan", "gluten_free", "halal", "dairy_free", "nut_free"] as const;
export const dietaryIdSchema = z.enum(dietaryIds);
export type DietaryId = z.infer<typeof dietaryIdSchema>;
