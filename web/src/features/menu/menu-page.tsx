import { groupIntoSections } from "@contract/menu-categories.ts";
import { AlertTriangle, RotateCw } from "lucide-react";
import { useDeferredValue } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner, Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useUser } from "../auth/public.ts";
import { OpenStatus } from "../ordering-hours/public.ts";
import { useMenu } from "./api/use-menu.ts";
import { CartSummaryBar } from "./components/cart-summary-bar.tsx";
import { DietaryPreferencesDialog } from "./components/dietary-preferences-dialog.tsx";
import { MenuSections } from "./components/menu-sections.tsx";
import { MenuToolbar } from "./components/menu-toolbar.tsx";
import { SectionBar } from "./components/section-bar.tsx";
import { useMenuFilters } from "./hooks/use-menu-filters.ts";
import { visibleItems } from "./menu-filters.ts";

/**
 * /menu (docs/architecture.md#product-rules): search and filters, the cart summary, the section bar and the
 * available items in their sections.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const menu = useMenu();
  const filters = useMenuFilters(user?.dietaryPreferences);

  // The menu's arrival is an urgent update (the query's store), which React would render in one long task; as
  // a deferred value the cards render in slices that leave a phone's main thread free
  // (docs/architecture.md#budgets: blocking time).
  const items = useDeferredValue(menu.data);
  const shown = visibleItems(items ?? [], filters);
  const sections = groupIntoSections(shown);

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

      {/* The summary bar comes after the dishes and sticks to the bottom of the screen on every size: where the
          reader is after adding a dish, and where the keyboard reaches it after the last dish. Shown above the
          grid on wider screens, it scrolled away, and a phone's keyboard met it first though it showed last. */}
      <div className="flex flex-col gap-6 md:gap-8">
        {menu.isPending || (items === undefined && menu.isSuccess) ? (
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
          <div className="space-y-4">
            <MenuToolbar
              search={filters.search}
              onSearch={filters.setSearch}
              dietary={filters.dietary}
              onToggleDietary={filters.toggleDietary}
              onClearDietary={filters.clearDietary}
            />
            {sections.length > 1 && <SectionBar sections={sections.map((section) => section.id)} />}
            <MenuSections
              items={shown}
              sections={sections}
              search={filters.search}
              onClearSearch={() => filters.setSearch("")}
              onClearFilters={filters.clearAll}
            />
          </div>
        )}
        <CartSummaryBar />
      </div>
    </Page>
  );
}
