import { activeStatuses } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";

/** The tabs of the product rules (docs/architecture.md#product-rules). */
export const orderTabs = ["all", "active", "completed", "cancelled"] as const;
export type OrderTab = (typeof orderTabs)[number];

export function isOrderTab(value: string): value is OrderTab {
  return (orderTabs as readonly string[]).includes(value);
}

/** Active means received, in progress or ready: everything the cafe still has to hand over. */
export function ordersInTab<T extends Pick<OrderView, "status">>(orders: readonly T[], tab: OrderTab): T[] {
  switch (tab) {
    case "all":
      return [...orders];
    case "active":
      return orders.filter((order) => activeStatuses.includes(order.status));
    case "completed":
    case "cancelled":
      return orders.filter((order) => order.status === tab);
  }
}
