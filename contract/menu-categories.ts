/** The menu's fixed lists and pictures, without zod, for the menu page's first load; the schemas are in menu.ts. */

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
export type MenuCategory = (typeof menuCategories)[number];

/** Dietary preference ids of spec part 1 section 3. */
export const dietaryIds = ["vegetarian", "vegan", "gluten_free", "halal", "dairy_free", "nut_free"] as const;
export type DietaryId = (typeof dietaryIds)[number];

/** The fallback picture of an item without one (spec part 1 "Menu page"). */
export function categoryImage(category: string): string {
  const known = [
    "hot_drinks",
    "cold_drinks",
    "breakfast",
    "lunch",
    "dinner",
    "snacks",
    "desserts",
    "specials",
  ];
  return `/images/categories/${known.includes(category) ? category : "default"}.svg`;
}
