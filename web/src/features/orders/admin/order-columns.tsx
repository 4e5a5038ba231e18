import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import type { Column } from "../../../components/ui/data-table.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { StatusBadge } from "../components/status-badge.tsx";
import { OrderActions } from "./order-actions.tsx";

/**
 * The columns the admin's two order lists (the Orders tab, the dashboard's table) show alike, by name: each list
 * picks its own and their order, and where it heads one in its own words it says so (`header`).
 */
export function useOrderColumns() {
  const { t } = useTranslation();
  return {
    orderNumber: {
      key: "orderNumber",
      header: t("adminOrders.columns.orderNumber"),
      cell: (order) => order.orderNumber,
      rowHeader: true,
      nowrap: true,
    },
    placedAt: {
      key: "date",
      header: t("adminOrders.columns.date"),
      cell: (order) => formatDateTime(order.createdAt),
    },
    customer: {
      key: "customer",
      header: t("adminOrders.columns.customer"),
      cell: (order) => order.customerName,
    },
    total: {
      key: "total",
      header: t("adminOrders.columns.total"),
      cell: (order) => formatMoney(order.total),
      numeric: true,
      nowrap: true,
    },
    status: {
      key: "status",
      header: t("adminOrders.columns.status"),
      cell: (order) => <StatusBadge status={order.status} />,
    },
    actions: {
      key: "actions",
      header: t("adminOrders.columns.actions"),
      cell: (order) => <OrderActions order={order} />,
      onPhone: "bare",
    },
  } satisfies Record<string, Column<OrderView>>;
}
