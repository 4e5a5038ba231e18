/** The menu's fixed lists, sections and pictures, without zod, for the menu page's first load; the schemas are in menu.ts. */

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

/**
 * The sections the menu is shown in. The specification's category names overlap ("beverages" beside "hot
 * drinks", "food" beside "lunch"), so an item keeps its stored category and the reader sees it in the section
 * that means what it says (issue 14). Within a section, items follow the order of its categories.
 */
export const menuSections = [
  { id: "drinks", categories: ["hot_drinks", "cold_drinks", "beverages"] },
  { id: "breakfast", categories: ["breakfast"] },
  { id: "lunch_dinner", categories: ["lunch", "dinner", "food"] },
  { id: "snacks", categories: ["snacks"] },
  { id: "desserts", categories: ["desserts"] },
  { id: "specials", categories: ["specials"] },
] as const satisfies readonly { id: string; categories: readonly MenuCategory[] }[];
export type MenuSectionId = (typeof menuSections)[number]["id"];

export interface MenuSectionGroup<T> {
  id: MenuSectionId;
  items: T[];
}

/** The non-empty sections of these items, in the menu's order; items of a category the sections miss go last. */
export function groupIntoSections<T extends { category: string }>(
  items: readonly T[],
): MenuSectionGroup<T>[] {
  return menuSections
    .map((section) => ({
      id: section.id,
      items: (section.categories as readonly string[]).flatMap((category) =>
        items.filter((item) => item.category === category),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** Dietary preference ids of spec part 1 section 3. */
export const dietaryIds = ["vegetarian", "vegan", "gluten_free", "halal", "dairy_free", "nut_free"] as const;
export type DietaryId = (typeof dietaryIds)[number];

/**
 * The illustrations of each category (web/public/images/categories/), several where one picture would repeat
 * down a long section; an item gets one of them by its id, so it keeps the same picture on every visit.
 */
const artwork: Record<MenuCategory, readonly string[]> = {
  hot_drinks: ["hot_drinks", "hot_drinks-pot", "hot_drinks-glass"],
  cold_drinks: ["cold_drinks", "cold_drinks-tall", "cold_drinks-shake"],
  beverages: ["beverages", "cold_drinks-tall"],
  breakfast: ["breakfast", "breakfast-stack"],
  lunch: ["lunch", "plate-rice", "bowl-stew"],
  dinner: ["dinner", "bowl-stew", "plate-rice"],
  food: ["food", "plate-rice"],
  snacks: ["snacks", "snacks-fritters"],
  desserts: ["desserts", "desserts-cookies"],
  specials: ["specials", "specials-platter"],
};

const isCategory = (value: string): value is MenuCategory =>
  (menuCategories as readonly string[]).includes(value);

const picture = (name: string) => `/images/categories/${name}.svg`;

/** The category's own picture, or the default one (the admin's form shows it until a photo is uploaded). */
export function categoryImage(category: string): string {
  return picture(isCategory(category) ? artwork[category][0]! : "default");
}

/** What an item shows (spec part 1 "Menu page"): its uploaded photo always, else one of its category's pictures. */
export function itemImage(item: { id: number; category: string; imageUrl?: string | null }): string {
  if (item.imageUrl) return item.imageUrl;
  if (!isCategory(item.category)) return picture("default");
  const pool = artwork[item.category];
  return picture(pool[Math.abs(item.id) % pool.length]!);
}
