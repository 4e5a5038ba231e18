import type { OrderStatus } from "@contract/order-status.ts";
import { type OrderView, paymentStatusLabel } from "@contract/order-views.ts";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { type Column, DataTable } from "../../../../components/ui/data-table.tsx";
import { EmailText } from "../../../../components/ui/email-text.tsx";
import { QueryView } from "../../../../components/ui/query-view.tsx";
import { SearchInput } from "../../../../components/ui/search-input.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { useAdminOrders } from "../api/admin-orders.ts";
import { dashboardStatsKey } from "../api/use-dashboard-stats.ts";
import { useOrderColumns } from "../order-columns.tsx";
import { StatusFilter } from "../status-filter.tsx";

/**
 * The orders table of the product rules (docs/architecture.md#product-rules), with search, status filter and
 * Refresh; cards on a phone.
 */
export function OrdersTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const orders = useAdminOrders(status, search);

  const column = useOrderColumns();
  const columns: Column<OrderView>[] = [
    column.orderNumber,
    column.customer,
    {
      key: "contact",
      header: t("adminOrders.dashboard.table.contact"),
      cell: (order) => (
        <>
          <EmailText email={order.customerEmail} />
          {order.customerPhone && <span className="block">{order.customerPhone}</span>}
        </>
      ),
    },
    { ...column.total, header: t("adminOrders.dashboard.table.amount") },
    {
      key: "payment",
      header: t("adminOrders.dashboard.table.payment"),
      cell: (order) => (
        <>
          {t(`paymentMethod.${order.paymentMethod}`)}
          <span className="block text-coffee-700">{t(`paymentStatus.${paymentStatusLabel(order)}`)}</span>
        </>
      ),
    },
    column.status,
    { ...column.placedAt, header: t("adminOrders.dashboard.table.created"), nowrap: true },
    column.actions,
  ];

  const refresh = () => {
    void orders.refetch();
    void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput label={t("adminOrders.search")} value={search} onChange={setSearch} />
        <StatusFilter value={status} onChange={setStatus} />
        <Button variant="secondary" onClick={refresh} disabled={orders.isFetching}>
          <RefreshCw className={orders.isFetching ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
          {t("adminOrders.dashboard.refresh")}
        </Button>
      </div>
      <QueryView query={orders} loadFailed={t("adminOrders.loadFailed")} empty={t("adminOrders.none")}>
        {(list) => (
          <DataTable
            caption={t("adminOrders.dashboard.table.caption")}
            columns={columns}
            rows={list}
            tableFrom="lg"
            rowTestId="dashboard-order"
          />
        )}
      </QueryView>
    </div>
  );
}
