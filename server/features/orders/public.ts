// What other features may use of orders: the lifecycle they hook into, who may see an order, the one
// way to move an order's status, an order as the API shows it, and the card order a payment intent places
// from its items.

export { placeIntentOrder } from "./intent-order.service.ts";
export type { OrderAccess } from "./order-access.ts";
export { type OrderChange, OrderLifecycle, type RewardChoice } from "./order-lifecycle.ts";
export { refundView } from "./order-refunds.ts";
export { changeOrderStatus } from "./order-status.service.ts";
export { orderView } from "./order-view.ts";
