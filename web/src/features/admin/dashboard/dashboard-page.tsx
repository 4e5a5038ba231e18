import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useStoredState } from "../../../lib/use-stored-state.ts";
import { useCan } from "../../auth/public.ts";
import { useLiveOrders } from "../api/use-live-orders.ts";
import { OrderBoard } from "../board/order-board.tsx";
import { OrdersTable } from "./orders-table.tsx";
import { StatCards } from "./stat-cards.tsx";

const views = ["table", "board"] as const;
type View = (typeof views)[number];
const isView = (value: unknown): value is View => views.includes(value as View);

/** /admin/dashboard: the figures and the orders table, or the live kitchen board: whichever was open last. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [view, setView] = useStoredState<View>("somali-sips.admin.dashboard-view", "table", isView);
  useLiveOrders();
  const canSeeFigures = useCan("reports");
  return (
    <Page paddingY="py-4 lg:py-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 text-sm">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("admin.dashboard.backToAdmin")}
        </Link>
        <Link to="/newsletter-analytics" className="inline-flex min-h-11 items-center text-sm">
          {t("adminNewsletter.analyticsLink")}
        </Link>
      </div>
      <Tabs value={view} onValueChange={(value) => isView(value) && setView(value)}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold sm:text-3xl">{t("admin.dashboard.title")}</h1>
          <TabsList aria-label={t("admin.dashboard.view")}>
            {views.map((v) => (
              <TabsTrigger key={v} value={v} minHeight="min-h-11">
                {t(`admin.dashboard.views.${v}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {/* The figures sit with the table; on the counter the board gets the whole screen. */}
        <TabsContent value="table" className="space-y-6">
          {canSeeFigures && <StatCards />}
          <OrdersTable />
        </TabsContent>
        <TabsContent value="board">
          <OrderBoard />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
