import { AlertTriangle, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner, Spinner } from "../../components/ui/spinner.tsx";
import { useUser } from "../auth/public.ts";
import { OpenStatus } from "../ordering-hours/public.ts";
import { useMenu } from "./api/use-menu.ts";
import { CartSummaryBar } from "./components/cart-summary-bar.tsx";
import { CategoryFilter } from "./components/category-filter.tsx";
import { DietaryFilter } from "./components/dietary-filter.tsx";
import { DietaryPreferencesDialog } from "./components/dietary-preferences-dialog.tsx";
import { MenuResults } from "./components/menu-results.tsx";
import { useMenuFilters } from "./hooks/use-menu-filters.ts";
import { categoriesOf, visibleItems } from "./menu-filters.ts";

/** /menu (spec part 1 "Menu page"): filters, the cart summary and the grid of available items. */
export function MenuPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const menu = useMenu();
  const filters = useMenuFilters(user?.dietaryPreferences);

  const items = menu.data ?? [];
  const categories = categoriesOf(items);
  // A category that left the menu since it was picked (a refetch, say) falls back to all.
  const category =
    filters.category === "all" || categories.includes(filters.category) ? filters.category : "all";
  const shown = visibleItems(items, { category, dietary: filters.dietary });

  return (
    <Page>
      <PageHeader title={t("menuPage.title")} lead={t("menuPage.lead")}>
        <OpenStatus className="mt-4" />
        {user && (
          <div className="mt-6">
            <DietaryPreferencesDialog user={user} onSaved={filters.setDietary} />
          </div>
        )}
      </PageHeader>

      {/* Phones: the summary bar comes last and sticks to the bottom; wider screens show it above the grid. */}
      <div className="flex flex-col gap-8">
        <CartSummaryBar className="order-last md:order-none" />
        {menu.isPending ? (
          <PageSpinner />
        ) : menu.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-xl bg-crema-100 px-6 py-12 text-center"
          >
            <AlertTriangle className="size-10 text-terracotta" aria-hidden="true" />
            <p className="max-w-md text-lg text-coffee-900">{t("menuPage.loadError")}</p>
            <Button
              variant="primary"
              // aria-disabled rather than disabled, so that keyboard focus stays on the button while it retries.
              aria-disabled={menu.isFetching}
              onClick={() => !menu.isFetching && menu.refetch()}
            >
              {menu.isFetching ? <Spinner /> : <RotateCw className="size-5" aria-hidden="true" />}
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : (
          <>
            <section
              aria-label={t("menuPage.filters.title")}
              className="space-y-6 rounded-xl bg-crema-100 p-4 sm:p-6"
            >
              <CategoryFilter categories={categories} selected={category} onSelect={filters.setCategory} />
              <DietaryFilter
                selected={filters.dietary}
                onToggle={filters.toggleDietary}
                onClear={filters.clearDietary}
              />
            </section>
            <MenuResults items={shown} onClearFilters={filters.clearAll} />
          </>
        )}
      </div>
    </Page>
  );
}
