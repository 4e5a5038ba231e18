import type { MenuItem } from "@contract/menu.ts";
import { SearchX } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { MenuItemCard } from "./menu-item-card.tsx";

interface MenuResultsProps {
  items: readonly MenuItem[];
  onClearFilters: () => void;
}

/** The items that pass the filters, as a grid of one, two or three columns; or the spec's empty state. */
export function MenuResults({ items, onClearFilters }: MenuResultsProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t("menuPage.results.title")}
      </h2>
      {/* Announced as the filters change, so screen-reader users hear what a chip did. */}
      <p role="status" className="mb-4 text-sm text-coffee-700">
        {t("menuPage.results.count", { count: items.length })}
      </p>
      {items.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <MenuItemCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-xl bg-crema-100 px-6 py-12 text-center">
          <SearchX className="size-10 text-coffee-700" aria-hidden="true" />
          <p className="max-w-md text-lg text-coffee-900">{t("menuPage.results.empty")}</p>
          <Button variant="secondary" onClick={onClearFilters} className="bg-white">
            {t("menuPage.results.clearFilters")}
          </Button>
        </div>
      )}
    </section>
  );
}
