import type { OrderView } from "@contract/order-views.ts";
import { TotalsSummary } from "../../../components/order/totals-summary.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { OrderLines, OrderRewardNote } from "../../orders/public.ts";

/** The lines and the same totals as every other screen, from the order the server stored. */
export function PaidOrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section className="mt-6 space-y-4 text-left" aria-labelledby="paid-order-items">
      <h2 id="paid-order-items" className="text-xl font-semibold">
        {t("payments.orderSuccess.itemsTitle")}
      </h2>
      <OrderLines lines={order.items} />
      {order.reward && <OrderRewardNote reward={order.reward} />}
      {order.deliveryNotes && (
        <p className="text-sm break-words text-coffee-700">
          <span className="font-medium">{t("orders.notes")}</span> {order.deliveryNotes}
        </p>
      )}
      <TotalsSummary
        totals={{
          subtotal: order.subtotal,
          discount: order.discount,
          tax: order.tax,
          deliveryFee: order.deliveryFee,
          serviceFee: order.serviceFee,
          tip: order.tip,
          donation: order.donation,
          total: order.total,
        }}
      />
    </section>
  );
}
