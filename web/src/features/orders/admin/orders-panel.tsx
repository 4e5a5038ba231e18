import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { LayoutDashboard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { StatusBadge } from "../components/status-badge.tsx";
import { useAdminOrders } from "./api/admin-orders.ts";
import { OrderActions } from "./order-actions.tsx";
import { StatusFilter } from "./status-filter.tsx";

/** The orders tab: Order History newest first, by status or search; a table on a desktop, cards on a phone. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const orders = useAdminOrders(status, search);
  const columns: Column<OrderView>[] = [
    {
      key: "orderNumber",
      header: t("adminOrders.columns.orderNumber"),
      cell: (order) => order.orderNumber,
      rowHeader: true,
      nowrap: true,
    },
    { key: "date", header: t("adminOrders.columns.date"), cell: (order) => formatDateTime(order.createdAt) },
    { key: "customer", header: t("adminOrders.columns.customer"), cell: (order) => order.customerName },
    {
      key: "total",
      header: t("adminOrders.columns.total"),
      cell: (order) => formatMoney(order.total),
      numeric: true,
      nowrap: true,
    },
    {
      key: "payment",
      header: t("admin.dashboard.table.payment"),
      cell: (order) => t(`paymentMethod.${order.paymentMethod}`),
    },
    {
      key: "status",
      header: t("adminOrders.columns.status"),
      cell: (order) => <StatusBadge status={order.status} />,
    },
    {
      key: "actions",
      header: t("adminOrders.columns.actions"),
      cell: (order) => <OrderActions order={order} />,
      onPhone: "bare",
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="accent">
          <Link to="/admin/dashboard">
            <LayoutDashboard className="size-5" aria-hidden="true" />
            {t("admin.dashboard.openBoard")}
          </Link>
        </Button>
        <SearchInput label={t("admin.orders.search")} value={search} onChange={setSearch} />
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <QueryView query={orders} loadFailed={t("admin.orders.loadFailed")} empty={t("admin.orders.none")}>
        {(list) => (
          <DataTable
            caption={t("admin.dashboard.table.caption")}
            columns={columns}
            rows={list}
            rowTestId="admin-order"
          />
        )}
      </QueryView>
    </div>
  );
}
