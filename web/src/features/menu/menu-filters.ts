import type { MenuItem } from "@contract/menu.ts";
import { type DietaryId, dietaryIds, type MenuCategory, menuCategories } from "@contract/menu-categories.ts";

export type CategoryChoice = MenuCategory | "all";

export interface MenuFilters {
  category: CategoryChoice;
  /** The reader's dietary needs; an item must carry every one of them. */
  dietary: readonly DietaryId[];
}

const isDietaryId = (value: string): value is DietaryId => (dietaryIds as readonly string[]).includes(value);

/**
 * The known dietary ids of a comma-joined string (an item's tags or a member's saved preferences),
 * once each and in the order of `dietaryIds`, so that chips and badges always line up.
 */
export function parseDietaryIds(value: string | null | undefined): DietaryId[] {
  const found = new Set(
    (value ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(isDietaryId),
  );
  return dietaryIds.filter((id) => found.has(id));
}

/** The categories of the available items, in the menu's own order (spec part 1 "Menu page": all plus those present). */
export function categoriesOf(items: readonly MenuItem[]): MenuCategory[] {
  const present = new Set(items.filter((item) => item.isAvailable).map((item) => item.category));
  return menuCategories.filter((category) => present.has(category));
}

export function matchesFilters(item: MenuItem, filters: MenuFilters): boolean {
  if (filters.category !== "all" && item.category !== filters.category) return false;
  const tags = parseDietaryIds(item.dietaryTags);
  return filters.dietary.every((id) => tags.includes(id));
}

/** What the menu page lists: available items only, narrowed by the reader's filters. */
export function visibleItems(items: readonly MenuItem[], filters: MenuFilters): MenuItem[] {
  return items.filter((item) => item.isAvailable && matchesFilters(item, filters));
}
