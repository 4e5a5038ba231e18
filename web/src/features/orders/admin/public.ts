// What the admin panel (features/admin) uses of the orders' staff screens: the Orders tab. The dashboard, with
// the order board, is a page of its own (web/src/app/routes.tsx loads it).
export { OrdersPanel } from "./orders-panel.tsx";
