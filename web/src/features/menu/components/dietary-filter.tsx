import { type DietaryId, dietaryIds } from "@contract/menu-categories.ts";
import { X } from "lucide-react";
import { useRef } from "react";
import { FilterChip } from "../../../components/ui/filter-chip.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

interface DietaryFilterProps {
  selected: readonly DietaryId[];
  onToggle: (id: DietaryId) => void;
  onClear: () => void;
}

/** Dietary chips with "Clear all"; an item must carry every selected tag to be listed. */
export function DietaryFilter({ selected, onToggle, onClear }: DietaryFilterProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  // "Clear all" disappears once used, so focus moves to the first chip rather than getting lost.
  const clear = () => {
    onClear();
    listRef.current?.querySelector("button")?.focus();
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-coffee-900">{t("menuPage.filters.dietary")}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ul ref={listRef} className="flex flex-wrap gap-2">
          {dietaryIds.map((id) => (
            <li key={id} className="max-w-full">
              <FilterChip tone="dietary" pressed={selected.includes(id)} onClick={() => onToggle(id)}>
                {t(`dietary.${id}`)}
              </FilterChip>
            </li>
          ))}
        </ul>
        {selected.length > 0 && (
          <button
            type="button"
            onClick={clear}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-coffee-700 underline underline-offset-4 hover:bg-crema-100 hover:text-coffee-900"
          >
            <X className="size-4 shrink-0" aria-hidden="true" />
            {t("menuPage.filters.clearAll")}
          </button>
        )}
      </div>
    </fieldset>
  );
}
