import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Page } from "../../../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { useHideSiteChrome } from "../../../../lib/site-chrome.ts";
import { useCan } from "../../../auth/public.ts";
import { useLiveOrders } from "../api/use-live-orders.ts";
import { OrderBoard } from "../board/order-board.tsx";
import { OrdersTable } from "./orders-table.tsx";
import { StatCards } from "./stat-cards.tsx";

const views = ["table", "board"] as const;
type View = (typeof views)[number];
const isView = (value: unknown): value is View => views.includes(value as View);

/**
 * /admin/dashboard: the figures and the orders table, or the live kitchen board, as `?view=` says (a tablet's
 * bookmark opens the board). Without the figures (staff) the board is the default. The board is a screen of
 * its own, without the shop's header and footer.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const canSeeFigures = useCan("reports");
  // Staff may open the table of orders but not the newsletter's figures: no link that would turn them away.
  const canSeeNewsletter = useCan("newsletter");
  const [search, setSearch] = useSearchParams();
  const asked = search.get("view");
  const view: View = isView(asked) ? asked : canSeeFigures ? "table" : "board";
  const show = (next: View) =>
    setSearch(
      (params) => {
        params.set("view", next);
        return params;
      },
      { replace: true },
    );
  useLiveOrders();
  useHideSiteChrome(view === "board");

  const switcher = (
    <TabsList aria-label={t("adminOrders.dashboard.view")}>
      {views.map((v) => (
        <TabsTrigger key={v} value={v} minHeight="min-h-11">
          {t(`adminOrders.dashboard.views.${v}`)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
  const back = (
    <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("adminOrders.dashboard.backToAdmin")}
    </Link>
  );

  return (
    <Tabs value={view} onValueChange={(value) => isView(value) && show(value)}>
      <TabsContent value="board" className="mt-0">
        <h1 className="sr-only">{t("adminOrders.dashboard.title")}</h1>
        <OrderBoard
          nav={
            <>
              {back}
              {switcher}
            </>
          }
        />
      </TabsContent>
      <TabsContent value="table" className="mt-0">
        <Page paddingY="py-4 lg:py-6">
          <div className="flex flex-wrap items-center justify-between gap-x-4">
            {back}
            {canSeeNewsletter && (
              <Link to="/newsletter-analytics" className="inline-flex min-h-11 items-center text-sm">
                {t("adminNewsletter.analyticsLink")}
              </Link>
            )}
          </div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold sm:text-3xl">{t("adminOrders.dashboard.title")}</h1>
            {switcher}
          </div>
          {/* The figures sit with the table; on the counter the board gets the whole screen. */}
          <div className="space-y-6">
            {canSeeFigures && <StatCards />}
            <OrdersTable />
          </div>
        </Page>
      </TabsContent>
    </Tabs>
  );
}
