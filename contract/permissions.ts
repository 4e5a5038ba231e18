/**
 * Who may do what (docs/architecture.md "Permissions"): every server guard and every screen asks for one of
 * these permissions, never for a role, so a new role is one row of `rolePermissions`.
 */
export const permissions = [
  /** The order board and every move on it, pausing online orders, printed tickets, the shift summary. */
  "board",
  /** Reading orders: the board's tickets, the orders list, lookup by number. */
  "orders.read",
  /** A customer's email and phone on an order (a delivery order's phone is on its ticket for everyone). */
  "customers.contact",
  /** The redemption desk: look up and use a member's counter code. */
  "redemptions",
  /** Sold out / back on a menu item, nothing else of it. */
  "menu.availability",
  "menu.edit",
  "points.adjust",
  "promotions",
  /** The contact form's inbox. */
  "contact",
  /** Sales figures: the dashboard's cards, loyalty figures, sales reports. */
  "reports",
  "refunds",
  "users",
  "settings",
  "newsletter",
  "audit",
  "export",
  /** The About page's story and photos. */
  "content",
] as const;
export type Permission = (typeof permissions)[number];

export const roles = ["member", "staff", "manager", "admin"] as const;
export type Role = (typeof roles)[number];

const staff: readonly Permission[] = ["board", "orders.read", "redemptions", "menu.availability"];
const manager: readonly Permission[] = [
  ...staff,
  "customers.contact",
  "menu.edit",
  "points.adjust",
  "promotions",
  "contact",
  "reports",
  "refunds",
];

/** The one table of roles: what each may do. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  member: [],
  staff,
  manager,
  admin: permissions,
};

/** Roles whose accounts must have two-factor authentication when the shop demands it (REQUIRE_ADMIN_2FA). */
export const twoFactorDemandedOf: readonly Role[] = ["manager", "admin"];

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Anyone who works at the café: they sign in to the admin panel rather than the shop. */
export const worksAtCafe = (role: Role) => rolePermissions[role].length > 0;

/** The specification's `isAdmin` flag, true exactly for the owner's role. */
export const isAdminRole = (role: Role) => role === "admin";

/** The specification's writes that still speak `isAdmin`: true makes an admin, false a member. */
export const roleFromIsAdmin = (isAdmin: boolean): Role => (isAdmin ? "admin" : "member");

/** The role a request asks for: `role` when given, else the specification's `isAdmin`, else none. */
export function requestedRole(body: { role?: Role; isAdmin?: boolean }): Role | undefined {
  if (body.role !== undefined) return body.role;
  return body.isAdmin === undefined ? undefined : roleFromIsAdmin(body.isAdmin);
}

/** Whether the signed-in user (as `GET /api/user` gives it) may do this; false for a guest. */
export const userCan = (
  user: { permissions: readonly Permission[] } | null | undefined,
  permission: Permission,
) => Boolean(user?.permissions.includes(permission));
