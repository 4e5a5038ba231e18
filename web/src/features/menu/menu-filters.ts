import type { MenuItem } from "@contract/menu.ts";
import { type DietaryId, dietaryIds } from "@contract/menu-categories.ts";
import { searchMenu } from "@contract/menu-search.ts";

export interface MenuFilters {
  /** The reader's dietary needs; an item must carry every one of them. */
  dietary: readonly DietaryId[];
  /** What the reader typed in the search box. */
  search: string;
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

export function matchesDietary(item: MenuItem, dietary: readonly DietaryId[]): boolean {
  const tags = parseDietaryIds(item.dietaryTags);
  return dietary.every((id) => tags.includes(id));
}

/** What the menu page lists: available items only, with the reader's dietary needs, found by the search. */
export function visibleItems(items: readonly MenuItem[], filters: MenuFilters): MenuItem[] {
  const suitable = items.filter((item) => item.isAvailable && matchesDietary(item, filters.dietary));
  return searchMenu(suitable, filters.search);
}
