import { useSearchParams } from "react-router";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { LiveStatus, OrderAnnouncer } from "../live/public.ts";
import { useOrderHistory } from "./api/use-order-history.ts";
import { OrderCard } from "./components/order-card.tsx";
import { OrdersEmpty } from "./components/orders-empty.tsx";
import { useReorder } from "./hooks/use-reorder.ts";
import { isOrderTab, ordersInTab, orderTabs } from "./order-filters.ts";

/** /orders (docs/architecture.md#product-rules): the member's orders by tab, each with details and Reorder. */
export function OrdersPage() {
  const { t } = useTranslation();
  const history = useOrderHistory();
  const reorder = useReorder();
  // The tab lives in the address, so Back and a shared link return to the same list.
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") ?? "all";
  const tab = isOrderTab(requested) ? requested : "all";
  const selectTab = (value: string) =>
    setParams(value === "all" ? {} : { tab: value }, { replace: true, preventScrollReset: true });

  return (
    <Page>
      <PageHeader title={t("orders.title")} lead={t("orders.lead")} />
      <OrderAnnouncer />
      <LiveStatus className="mb-4" />
      {history.isPending ? (
        <PageSpinner />
      ) : history.isError ? (
        <LoadError
          message={t("orders.loadError")}
          retry={{ run: () => history.refetch(), running: history.isFetching }}
        />
      ) : (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList
            aria-label={t("orders.tabsLabel")}
            layout="grid grid-cols-2 flex-wrap sm:inline-flex"
            className="mb-6 w-full sm:w-auto"
          >
            {orderTabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`orders.tabs.${value}`)}
                <span className="ml-2 rounded-full bg-crema-200 px-2 tabular-nums">
                  {ordersInTab(history.data, value).length}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {orderTabs.map((value) => {
            const orders = ordersInTab(history.data, value);
            return (
              <TabsContent key={value} value={value}>
                {orders.length === 0 ? (
                  <OrdersEmpty tab={value} />
                ) : (
                  <ul className="max-w-3xl space-y-4">
                    {orders.map((order) => (
                      <li key={order.id}>
                        <OrderCard order={order} onReorder={reorder} />
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </Page>
  );
}
