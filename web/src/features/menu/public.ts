// What other features may use of the menu: its query, the hook on it, and item names in the reader's language.
export { menuQueries } from "./api/menu-queries.ts";
export { useItemName } from "./api/use-item-names.ts";
export { useMenu } from "./api/use-menu.ts";
