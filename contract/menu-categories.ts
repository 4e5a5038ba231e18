/** The menu's fixed lists, sections and pictures, without zod, for the menu page's first load; the schemas are in menu.ts. */

/**
 * Categories of the product rules (docs/architecture.md#product-rules): the four of the menu screens plus those
 * the data also uses.
 */
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
 * that means what it says. Within a section, items follow the order of its categories.
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

/** Dietary preference ids of the product rules (docs/architecture.md#product-rules). */
export const dietaryIds = ["vegetarian", "vegan", "gluten_free", "halal", "dairy_free", "nut_free"] as const;
export type DietaryId = (typeof dietaryIds)[number];

/**
 * The illustrations of each category (web/public/images/categories/), several where one picture would repeat
 * down a long section. An item whose English name has a picture's word gets that picture (a shake, cookies);
 * the others get one by their id, so an item keeps the same picture on every visit.
 */
const artwork: Record<MenuCategory, readonly (readonly [file: string, ...words: string[]])[]> = {
  hot_drinks: [["hot_drinks"], ["hot_drinks-pot", "coffee", "qaxwo"], ["hot_drinks-glass", "latte", "milk"]],
  cold_drinks: [
    ["cold_drinks", "mango", "papaya"],
    ["cold_drinks-tall", "lemon", "mint"],
    ["cold_drinks-shake", "shake"],
  ],
  beverages: [
    ["beverages", "tamarind"],
    ["cold_drinks-tall", "lemon", "mint"],
  ],
  breakfast: [["breakfast"], ["breakfast-stack", "canjeero", "malawax", "crepe"]],
  lunch: [["lunch"], ["plate-rice", "rice", "bariis"], ["bowl-stew", "maraq", "stew", "soup"]],
  dinner: [["dinner"], ["bowl-stew", "maraq", "stew", "soup"], ["plate-rice", "rice", "bariis"]],
  food: [["food"], ["plate-rice", "rice"]],
  snacks: [
    ["snacks", "sambuus", "samosa"],
    ["snacks-fritters", "bajiye", "fritter"],
  ],
  desserts: [
    ["desserts", "cake", "halwo"],
    ["desserts-cookies", "cookie", "buskud", "coconut"],
  ],
  specials: [["specials"], ["specials-platter", "platter", "family"]],
};

const isCategory = (value: string): value is MenuCategory =>
  (menuCategories as readonly string[]).includes(value);

const picture = (name: string) => `/images/categories/${name}.svg`;

/** The category's own picture, or the default one (the admin's form shows it until a photo is uploaded). */
export function categoryImage(category: string): string {
  return picture(isCategory(category) ? artwork[category][0]![0] : "default");
}

/**
 * What an item shows (docs/architecture.md#product-rules): its uploaded photo always, else one of its
 * category's pictures.
 */
export function itemImage(item: {
  id: number;
  name?: string;
  category: string;
  imageUrl?: string | null;
}): string {
  if (item.imageUrl) return item.imageUrl;
  if (!isCategory(item.category)) return picture("default");
  const pool = artwork[item.category];
  const name = (item.name ?? "").toLowerCase();
  const named = pool.find(([, ...words]) => words.some((word) => name.includes(word)));
  return picture((named ?? pool[Math.abs(item.id) % pool.length]!)[0]);
}
