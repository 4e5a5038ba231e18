import { worksAtCafe } from "@contract/permissions.ts";
import type { PublicUser } from "@contract/users.ts";

export interface NavItem {
  to: string;
  /**
   * Key under `nav.` in the catalogs; also the page name recorded on click
   * (docs/architecture.md#product-rules).
   */
  page: string;
}

export const publicItems: NavItem[] = [
  { to: "/", page: "home" },
  { to: "/menu", page: "menu" },
  { to: "/about", page: "about" },
  { to: "/contact", page: "contact" },
  { to: "/donate", page: "donate" },
];

export const memberItems: NavItem[] = [
  { to: "/profile", page: "profile" },
  { to: "/orders", page: "orders" },
  { to: "/rewards", page: "rewards" },
  { to: "/referrals", page: "referrals" },
];

export const adminItem: NavItem = { to: "/admin", page: "admin" };

export function visibleItems(user: PublicUser | null): NavItem[] {
  return [...publicItems, ...(user && worksAtCafe(user.role) ? [adminItem] : [])];
}

export const CURRENT_PAGE_KEY = "currentPage";

export function recordPage(page: string) {
  try {
    sessionStorage.setItem(CURRENT_PAGE_KEY, page);
  } catch {
    // Private browsing may refuse storage; the page still works.
  }
}
