import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { LayoutDashboard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useAdminOrders } from "./api/admin-orders.ts";
import { useOrderColumns } from "./order-columns.tsx";
import { StatusFilter } from "./status-filter.tsx";

/** The orders tab: Order History newest first, by status or search; a table on a desktop, cards on a phone. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const orders = useAdminOrders(status, search);
  const column = useOrderColumns();
  const columns: Column<OrderView>[] = [
    column.orderNumber,
    column.placedAt,
    column.customer,
    column.total,
    {
      key: "payment",
      header: t("adminOrders.dashboard.table.payment"),
      cell: (order) => t(`paymentMethod.${order.paymentMethod}`),
    },
    column.status,
    column.actions,
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="accent">
          <Link to="/admin/dashboard">
            <LayoutDashboard className="size-5" aria-hidden="true" />
            {t("adminOrders.dashboard.openBoard")}
          </Link>
        </Button>
        <SearchInput label={t("adminOrders.search")} value={search} onChange={setSearch} />
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <QueryView query={orders} loadFailed={t("adminOrders.loadFailed")} empty={t("adminOrders.none")}>
        {(list) => (
          <DataTable
            caption={t("adminOrders.dashboard.table.caption")}
            columns={columns}
            rows={list}
            rowTestId="admin-order"
          />
        )}
      </QueryView>
    </div>
  );
}
