// What other features may use of orders: their queries, one order's hook, and how an order's lines and status look.
export { orderQueries } from "./api/order-queries.ts";
export { useOrder } from "./api/use-order.ts";
export { OrderLines } from "./components/order-lines.tsx";
export { OrderRewardNote } from "./components/order-reward-note.tsx";
export { StatusBadge } from "./components/status-badge.tsx";
