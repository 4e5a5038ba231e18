import { type OrderStatus, statusTransitions } from "@contract/order-status.ts";
import { formatMoney } from "@contract/pricing.ts";
import { LayoutDashboard } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { locale } from "../../i18n/index.ts";
import { useItemName } from "../menu/public.ts";
import { StatusBadge } from "../orders/public.ts";
import { useAdminOrders, useUpdateOrderStatus } from "./api/admin-orders.ts";
import { StatusFilter } from "./components/status-filter.tsx";

/** The orders tab: newest first, filter by status, and one button per allowed next status. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const orders = useAdminOrders(status, search);
  const update = useUpdateOrderStatus();
  const itemName = useItemName();
  const when = new Intl.DateTimeFormat(locale(), { dateStyle: "medium", timeStyle: "short" });

  const move = (id: number, number: string, to: OrderStatus) => {
    if (to === "cancelled" && !window.confirm(t("admin.orders.confirmCancel", { number }))) return;
    update.mutate(
      { id, status: to },
      {
        onSuccess: () => toast.success(t("admin.orders.updated")),
        onError: (error) => toast.error(t("admin.orders.updateFailed"), { description: error.message }),
      },
    );
  };

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
      ) : (orders.data ?? []).length === 0 ? (
        <p className="rounded-xl bg-crema-100 p-6 text-center">{t("admin.orders.none")}</p>
      ) : (
        <ul className="space-y-3">
          {(orders.data ?? []).map((order) => (
            <li key={order.id} className="rounded-xl bg-white p-4 shadow-soft" data-testid="admin-order">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">
                  {order.orderNumber} · {order.customerName}
                </p>
                <StatusBadge status={order.status} />
              </div>
              <p className="mt-1 text-sm text-coffee-700">
                {when.format(new Date(order.createdAt))} · {formatMoney(order.total)} ·{" "}
                {t(`paymentMethod.${order.paymentMethod}`)} ·{" "}
                {t("admin.orders.payment", { status: t(`paymentStatus.${order.paymentStatus}`) })} ·{" "}
                {order.isDelivery ? order.deliveryLocation : t("receipt.pickup")}
              </p>
              <p className="mt-1 text-sm">
                {order.items
                  .map((item) => `${item.quantity} × ${itemName(item.menuItemId, item.name)}`)
                  .join(", ")}
              </p>
              {statusTransitions[order.status].length > 0 && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {statusTransitions[order.status].map((next) => (
                    <Button
                      key={next}
                      size="sm"
                      variant={next === "cancelled" ? "ghost" : "secondary"}
                      disabled={update.isPending}
                      onClick={() => move(order.id, order.orderNumber, next)}
                    >
                      {t("admin.orders.moveTo", { status: t(`orderStatus.${next}`) })}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
