import type { MenuItem } from "@contract/menu.ts";
import type { MenuSectionGroup } from "@contract/menu-categories.ts";
import { SearchX } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { sectionElementId } from "../hooks/use-section-in-view.ts";
import { MenuItemCard } from "./menu-item-card.tsx";

interface MenuSectionsProps {
  items: readonly MenuItem[];
  /** The same items under their sections (the page groups them once, for this and the section bar). */
  sections: MenuSectionGroup<MenuItem>[];
  search: string;
  onClearSearch: () => void;
  onClearFilters: () => void;
}

/**
 * The items that pass the search and filters, under the section headings of contract/menu-categories.ts: a
 * list on phones, a grid of two or three columns wider up; or an empty state that says what to change.
 */
export function MenuSections({ items, sections, search, onClearSearch, onClearFilters }: MenuSectionsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const searching = search.trim() !== "";

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t("menuPage.results.title")}
      </h2>
      {/* Announced as the search and filters change, so screen-reader users hear what they did. */}
      <p role="status" className="mb-2 text-sm text-coffee-700">
        {t("menuPage.results.count", { count: items.length })}
      </p>
      {sections.length > 0 ? (
        <div className="space-y-8">
          {sections.map((section) => (
            <section
              key={section.id}
              id={sectionElementId(section.id)}
              aria-labelledby={`${sectionElementId(section.id)}-title`}
              className="scroll-mt-36"
            >
              <h2
                id={`${sectionElementId(section.id)}-title`}
                tabIndex={-1}
                className="mb-3 text-2xl font-semibold sm:mb-4"
              >
                {t(`menuPage.sections.${section.id}`)}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
                {section.items.map((item) => (
                  <li key={item.id}>
                    <MenuItemCard item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-xl bg-crema-100 px-6 py-12 text-center">
          <SearchX className="size-10 text-coffee-700" aria-hidden="true" />
          <p className="max-w-md text-lg break-words text-coffee-900">
            {searching ? t("menuPage.search.empty", { query: search.trim() }) : t("menuPage.results.empty")}
          </p>
          <Button variant="outline" onClick={searching ? onClearSearch : onClearFilters}>
            {searching ? t("menuPage.search.clear") : t("menuPage.results.clearFilters")}
          </Button>
        </div>
      )}
    </section>
  );
}
