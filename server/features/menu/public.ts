// What other features may use of the menu: a change made elsewhere (a provider's product sync) refreshes it.
// The server-rendered menu page is kept per menu version, and pages go compressed as the menu does.
export { etagMatches, invalidateMenu, menuSnapshot, preferredEncoding } from "./menu-cache.ts";
// Order placement prices each line with its item's option groups.
export { optionGroupsByItem } from "./menu-options.repo.ts";
export type { MenuItemForPricing } from "./menu-pricing.repo.ts";
export { menuItemsForPricing } from "./menu-pricing.ts";
