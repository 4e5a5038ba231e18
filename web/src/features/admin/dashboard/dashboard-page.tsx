import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page, PageHeader } from "../../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { useStoredState } from "../../../lib/use-stored-state.ts";
import { useLiveOrders } from "../api/use-live-orders.ts";
import { OrderBoard } from "../board/order-board.tsx";
import { OrdersTable } from "./orders-table.tsx";
import { StatCards } from "./stat-cards.tsx";

const views = ["table", "board"] as const;
type View = (typeof views)[number];
const isView = (value: unknown): value is View => views.includes(value as View);

/** /admin/dashboard: the figures, then the orders table or the live kitchen board, whichever was open last. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [view, setView] = useStoredState<View>("somali-sips.admin.dashboard-view", "table", isView);
  useLiveOrders();
  return (
    <Page className="py-6 lg:py-8">
      <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("admin.dashboard.backToAdmin")}
      </Link>
      <PageHeader title={t("admin.dashboard.title")} lead={t("admin.dashboard.lead")} />
      <StatCards />
      <Tabs value={view} onValueChange={(value) => isView(value) && setView(value)} className="mt-6">
        <TabsList aria-label={t("admin.dashboard.view")}>
          {views.map((v) => (
            <TabsTrigger key={v} value={v} className="min-h-11">
              {t(`admin.dashboard.views.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="table" className="mt-4">
          <OrdersTable />
        </TabsContent>
        <TabsContent value="board" className="mt-4">
          <OrderBoard />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
