import type { DietaryId } from "@contract/menu-categories.ts";
import { useState } from "react";
import { type MenuFilters, parseDietaryIds } from "../menu-filters.ts";

export interface MenuFilterState extends MenuFilters {
  setSearch: (search: string) => void;
  toggleDietary: (id: DietaryId) => void;
  setDietary: (ids: readonly DietaryId[]) => void;
  clearDietary: () => void;
  clearAll: () => void;
}

/**
 * The menu's search and filters. The dietary chips start from the member's saved preferences
 * (docs/architecture.md#product-rules "Menu page") until the reader touches them; from then on their choice
 * stands, "Clear all" included.
 */
export function useMenuFilters(savedPreferences: string | null | undefined): MenuFilterState {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<readonly DietaryId[] | null>(null);
  const dietary = chosen ?? parseDietaryIds(savedPreferences);

  return {
    search,
    dietary,
    setSearch,
    toggleDietary: (id) =>
      setChosen(dietary.includes(id) ? dietary.filter((tag) => tag !== id) : [...dietary, id]),
    setDietary: setChosen,
    clearDietary: () => setChosen([]),
    clearAll: () => {
      setSearch("");
      setChosen([]);
    },
  };
}
