// What other features may use of the menu: a change made elsewhere (a provider's product sync) refreshes it.
export { invalidateMenu } from "./menu-cache.ts";
// Order placement prices each line with its item's option groups.
export { optionGroupsByItem } from "./menu-options.repo.ts";
export type { MenuItemForPricing } from "./menu-pricing.repo.ts";
export { menuItemsForPricing } from "./menu-pricing.ts";
