// What other features may use of orders: the lifecycle they hook into, who may see an order, and the one
// way to move an order's status.
export type { OrderAccess } from "./order-access.ts";
export { OrderLifecycle } from "./order-lifecycle.ts";
export { changeOrderStatus } from "./order-status.service.ts";
