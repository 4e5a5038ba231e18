import type { DietaryId } from "@contract/menu-categories.ts";
import { Search, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { DietaryFilter } from "./dietary-filter.tsx";

interface MenuToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  dietary: readonly DietaryId[];
  onToggleDietary: (id: DietaryId) => void;
  onClearDietary: () => void;
}

/**
 * The search box and the dietary filters. On phones the filters fold into one "Filters" button, so that the
 * first dish is on the first screen; wider screens show the chips at once.
 */
export function MenuToolbar({
  search,
  onSearch,
  dietary,
  onToggleDietary,
  onClearDietary,
}: MenuToolbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <section aria-label={t("menuPage.filters.title")} className="space-y-3">
      <div className="flex items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-3 left-3 size-5 text-coffee-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            className="pl-10"
            aria-label={t("menuPage.search.label")}
            placeholder={t("menuPage.search.placeholder")}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            enterKeyHint="search"
            autoComplete="off"
          />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className={cn(
            "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-[10px] border px-3 text-sm font-semibold md:hidden",
            open || dietary.length > 0
              ? "border-coffee-900 bg-coffee-900 text-crema-50"
              : "border-crema-200 bg-white text-coffee-900",
          )}
        >
          <SlidersHorizontal className="size-5 shrink-0" aria-hidden="true" />
          {t("menuPage.filters.open")}
          {dietary.length > 0 && (
            <span className="rounded-full bg-saffron px-2 text-xs text-coffee-900">
              <span className="sr-only">, </span>
              {t("menuPage.filters.active", { count: dietary.length })}
            </span>
          )}
        </button>
      </div>
      <div
        id={panelId}
        className={cn("rounded-xl bg-crema-100 p-4 sm:p-6", open ? "block" : "hidden md:block")}
      >
        <DietaryFilter selected={dietary} onToggle={onToggleDietary} onClear={onClearDietary} />
      </div>
    </section>
  );
}
