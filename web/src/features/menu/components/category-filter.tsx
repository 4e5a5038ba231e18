import type { MenuCategory } from "@contract/menu-categories.ts";
import { useTranslation } from "react-i18next";
import { FilterChip } from "../../../components/ui/filter-chip.tsx";
import type { CategoryChoice } from "../menu-filters.ts";

interface CategoryFilterProps {
  categories: readonly MenuCategory[];
  selected: CategoryChoice;
  onSelect: (category: CategoryChoice) => void;
}

/** "All" plus a button per category present in the menu (spec part 1 "Menu page"). */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation();
  const choices: CategoryChoice[] = ["all", ...categories];

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-coffee-900">{t("menuPage.filters.category")}</legend>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice} className="max-w-full">
            <FilterChip tone="category" pressed={selected === choice} onClick={() => onSelect(choice)}>
              {choice === "all" ? t("menuPage.filters.all") : t(`categories.${choice}`)}
            </FilterChip>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
