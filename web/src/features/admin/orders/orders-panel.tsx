import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { LayoutDashboard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useWideScreen } from "../../../lib/use-media-query.ts";
import { StatusBadge } from "../../orders/public.ts";
import { useAdminOrders } from "../api/admin-orders.ts";
import { StatusFilter } from "../components/status-filter.tsx";
import { OrderActions } from "./order-actions.tsx";

const columns = ["orderNumber", "date", "customer", "total", "status", "actions"] as const;

/** The orders tab: Order History newest first, by status or search; a table on a desktop, cards on a phone. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const orders = useAdminOrders(status, search);
  const wide = useWideScreen();
  const list = orders.data ?? [];

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
      {orders.isLoading ? (
        <PageSpinner />
      ) : orders.error ? (
        <p role="alert">{t("admin.orders.loadFailed")}</p>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-crema-100 p-6 text-center">{t("admin.orders.none")}</p>
      ) : wide ? (
        <div className="overflow-x-auto rounded-xl bg-white shadow-soft">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("admin.dashboard.table.caption")}</caption>
            <thead className="bg-crema-100">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`adminOrders.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <tr key={order.id} className="border-t border-crema-200 align-top" data-testid="admin-order">
                  <td className="px-3 py-2 font-semibold whitespace-nowrap">{order.orderNumber}</td>
                  <td className="px-3 py-2">{formatDateTime(order.createdAt)}</td>
                  <td className="px-3 py-2 break-words">{order.customerName}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatMoney(order.total)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={order.status} />
                  </td>
                  <td className="px-3 py-2">
                    <OrderActions order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-3">
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl bg-white p-4 shadow-soft" data-testid="admin-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words">
          {order.orderNumber} · {order.customerName}
        </p>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-coffee-700">
        {formatDateTime(order.createdAt)} · {formatMoney(order.total)} ·{" "}
        {t(`paymentMethod.${order.paymentMethod}`)}
      </p>
      <div className="mt-3">
        <OrderActions order={order} />
      </div>
    </li>
  );
}
