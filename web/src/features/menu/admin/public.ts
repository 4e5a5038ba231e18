// What staff code elsewhere uses of the menu editor: the admin panel's Menu tab, and the change of one item
// that the order board's sold-out panel makes.
export { useUpdateMenuItem } from "./api/menu-item-mutations.ts";
export { MenuPanel } from "./menu-panel.tsx";
