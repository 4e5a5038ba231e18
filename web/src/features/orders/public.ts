// What other features may use of orders: their queries, one order's hook, how an order's lines and status look,
// and the way to a card order's payment (checkout uses it for an order just placed, orders for one left unpaid).
export { orderQueries } from "./api/order-queries.ts";
export { usePayByCard } from "./api/pay-by-card.ts";
export { useOrder } from "./api/use-order.ts";
export { OrderLines } from "./components/order-lines.tsx";
export { OrderRewardNote } from "./components/order-reward-note.tsx";
export { StatusBadge } from "./components/status-badge.tsx";
