import type { OrderStatus } from "@contract/order-status.ts";
import { formatMoney } from "@contract/pricing.ts";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { StatusBadge } from "../../orders/public.ts";
import { useAdminOrders } from "../api/admin-orders.ts";
import { dashboardStatsKey } from "../api/use-dashboard-stats.ts";
import { StatusFilter } from "../components/status-filter.tsx";
import { OrderActions } from "../orders/order-actions.tsx";

const columns = [
  "orderNumber",
  "customer",
  "contact",
  "amount",
  "payment",
  "status",
  "created",
  "actions",
] as const;

/**
 * The orders table of the product rules (docs/architecture.md#product-rules), with search, status filter and
 * Refresh.
 */
export function OrdersTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const orders = useAdminOrders(status, search);

  const refresh = () => {
    void orders.refetch();
    void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput label={t("admin.orders.search")} value={search} onChange={setSearch} />
        <StatusFilter value={status} onChange={setStatus} />
        <Button variant="secondary" onClick={refresh} disabled={orders.isFetching}>
          <RefreshCw className={orders.isFetching ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
          {t("admin.dashboard.refresh")}
        </Button>
      </div>
      {orders.isLoading ? (
        <PageSpinner />
      ) : orders.error ? (
        <p role="alert">{t("admin.orders.loadFailed")}</p>
      ) : (orders.data ?? []).length === 0 ? (
        <p className="rounded-xl bg-crema-100 p-6 text-center">{t("admin.orders.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-soft">
          <table className="w-full min-w-[900px] text-left text-sm">
            <caption className="sr-only">{t("admin.dashboard.table.caption")}</caption>
            <thead className="bg-crema-100">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`admin.dashboard.table.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(orders.data ?? []).map((order) => (
                <tr
                  key={order.id}
                  className="border-t border-crema-200 align-top"
                  data-testid="dashboard-order"
                >
                  <td className="px-3 py-2 font-semibold whitespace-nowrap">{order.orderNumber}</td>
                  <td className="px-3 py-2">{order.customerName}</td>
                  <td className="px-3 py-2">
                    <EmailText email={order.customerEmail} />
                    {order.customerPhone && <span className="block">{order.customerPhone}</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatMoney(order.total)}</td>
                  <td className="px-3 py-2">
                    {t(`paymentMethod.${order.paymentMethod}`)}
                    <span className="block text-coffee-700">{t(`paymentStatus.${order.paymentStatus}`)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={order.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                  <td className="px-3 py-2">
                    <OrderActions order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
