import { beforeAll, describe, expect, it } from "vitest";
import {
  hasPermission,
  type Permission,
  permissions,
  type Role,
  worksAtCafe,
} from "../../contract/permissions.ts";
import type { MenuItemRow } from "../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInAsAdmin,
  signInWithRole,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "./harness.ts";
import { fillPath, routeTable } from "./kits/route-table-kit.ts";
import { adminWithTwoFactor, signInAgain, type TwoFactorAdmin, testClock } from "./kits/two-factor-kit.ts";

/**
 * Every /api route of the shop × every kind of caller, from the server's own route table: a route added without
 * an entry below fails the first test, and an entry for a route that no longer exists fails it too.
 *
 * Who may call a route:
 * - public: anyone; nobody gets 401 or 403.
 * - member: guest 401; every signed-in caller gets past the guard.
 * - owner: a member's own resource (the fixture's `member`): the owner gets a 2xx, the other member 403 or 404,
 *   a guest 401, 403 or 404 (never 200 with someone else's data). The admin may or may not see it; no 5xx.
 * - admin: guest 401; members 403; an admin with 2FA on who has not given the code 403; the admin passes.
 * - twoFactor: the 2FA calls themselves, for admins whether or not they have given the code: guest 401, members 403.
 *
 * "Passes the guard" means any answer but 401, 403 and 5xx (a 400 or 404 from the handler is fine: the guard ran
 * first). Path parameters and bodies come from rows the test makes (`Fixture`).
 */
type Access = "public" | "member" | "owner" | "twoFactor" | "twoFactorChecked" | Permission;

interface Fixture {
  member: { id: number; orderId: number; addressId: number };
  other: { id: number };
  item: MenuItemRow;
  /** An item only the admin's DELETE may remove. */
  spareItem: MenuItemRow;
  /** A member nobody is signed in as: each caller signs in as them at the very end. */
  spare: { username: string; password: string };
}

interface Entry {
  access: Access;
  /** Path parameters; any placeholder not given is filled with 1. */
  params?: (f: Fixture) => Record<string, string | number>;
  body?: (f: Fixture) => unknown;
}

const validAddress = { label: "Home", street: "1 Cedar Ave", city: "Minneapolis" };

/** One line per route: add the new route's line here when you add a route. */
const matrix: Record<string, Entry> = {
  "GET /api/health": { access: "public" },
  "GET /api/openapi.json": { access: "public" },
  "GET /api/user": { access: "member" },
  "GET /api/session": { access: "public" },
  "POST /api/login": { access: "public", body: (f) => f.spare },
  "POST /api/register": { access: "public", body: () => ({}) },
  "POST /api/logout": { access: "public" },
  "GET /api/2fa/status": { access: "twoFactor" },
  "POST /api/2fa/setup": { access: "twoFactor" },
  "POST /api/2fa/verify": { access: "twoFactor", body: () => ({ token: "000000" }) },
  "POST /api/2fa/validate": { access: "twoFactor", body: () => ({ token: "000000" }) },
  // Turning 2FA off asks for the code first, like every admin route.
  "POST /api/2fa/disable": { access: "twoFactorChecked", body: () => ({ password: "not the password" }) },
  "PATCH /api/user": { access: "member", body: () => ({}) },
  "POST /api/user/password": { access: "member", body: () => ({}) },
  "GET /api/user/sessions": { access: "member" },
  "DELETE /api/user/sessions": { access: "member" },
  "DELETE /api/user/sessions/:id": { access: "member", params: () => ({ id: "no-such-session" }) },
  // Without the password nothing is deleted: the guard and then the body rule answer.
  "DELETE /api/user": { access: "member", body: () => ({}) },
  "GET /api/auth/providers": { access: "public" },
  "POST /api/auth/forgot-password": { access: "public", body: () => ({ email: "nobody@example.com" }) },
  "POST /api/auth/reset-password": { access: "public", body: () => ({}) },
  "POST /api/user/email/verify": { access: "public", body: () => ({}) },
  "POST /api/user/email/verification": { access: "member" },
  "GET /api/ordering-hours": { access: "public" },
  "GET /api/menu/:id/option-groups": { access: "menu.edit", params: (f) => ({ id: f.item.id }) },
  "PUT /api/menu/:id/option-groups": {
    access: "menu.edit",
    params: (f) => ({ id: f.item.id }),
    body: () => ({}),
  },
  "GET /api/admin/ordering-settings": { access: "board" },
  "PUT /api/admin/ordering-settings": { access: "settings", body: () => ({}) },
  "POST /api/admin/ordering-pause": { access: "board", body: () => ({}) },
  "PATCH /api/user/preferences": { access: "member", body: () => ({}) },
  "GET /api/users": { access: "users" },
  "PATCH /api/users/:id": { access: "users", params: (f) => ({ id: f.other.id }), body: () => ({}) },
  "POST /api/users/:id/email": { access: "users", params: (f) => ({ id: f.other.id }), body: () => ({}) },
  "POST /api/users/:id/password": { access: "users", params: (f) => ({ id: f.other.id }), body: () => ({}) },
  "GET /api/admin/audit-log": { access: "audit" },
  "POST /api/verify/send": { access: "member", body: () => ({ phoneNumber: "not a number" }) },
  "POST /api/verify/check": { access: "member", body: () => ({ phoneNumber: "x", code: "1" }) },
  "GET /api/twilio-status": { access: "settings" },
  "POST /api/test-sms": { access: "settings", body: () => ({}) },
  "POST /api/verify-test-sms": { access: "settings", body: () => ({}) },
  "GET /api/admin/dashboard-stats": { access: "reports" },
  "GET /api/admin/reports/sales": { access: "reports" },
  "GET /api/admin/reports/sales.csv": { access: "reports" },
  "GET /api/admin/reports/items.csv": { access: "reports" },
  "GET /api/admin/shift-summary": { access: "board" },
  "GET /api/admin/reports/daily.pdf": { access: "reports" },
  "GET /api/menu": { access: "public" },
  "POST /api/menu": { access: "menu.edit", body: () => ({}) },
  "PATCH /api/menu/:id": {
    access: "menu.availability",
    params: (f) => ({ id: f.item.id }),
    body: () => ({}),
  },
  "DELETE /api/menu/:id": { access: "menu.edit", params: (f) => ({ id: f.spareItem.id }) },
  "GET /api/content/about": { access: "public" },
  "GET /api/content/founder-images-status": { access: "content" },
  "POST /api/content/founder-image-1": { access: "content", body: () => ({}) },
  "POST /api/content/founder-image-2": { access: "content", body: () => ({}) },
  "PUT /api/content/about-story": { access: "content", body: () => ({}) },
  "GET /api/user/addresses": { access: "member" },
  "POST /api/user/addresses": { access: "member", body: () => ({}) },
  "PATCH /api/user/addresses/:id": {
    access: "owner",
    params: (f) => ({ id: f.member.addressId }),
    body: () => ({ label: "Work" }),
  },
  "DELETE /api/user/addresses/:id": { access: "owner", params: (f) => ({ id: f.member.addressId }) },
  "POST /api/orders/simple": { access: "public", body: () => ({}) },
  "POST /api/orders/guest": { access: "public", body: () => ({}) },
  "POST /api/orders/user": { access: "member", body: () => ({}) },
  "POST /api/orders": { access: "member", body: () => ({}) },
  "GET /api/orders/history": { access: "member" },
  "GET /api/orders": { access: "orders.read" },
  "GET /api/admin/orders": { access: "orders.read" },
  "GET /api/admin/orders/done": { access: "orders.read" },
  "GET /api/orders/:id": { access: "owner", params: (f) => ({ id: f.member.orderId }) },
  "PATCH /api/orders/:id/status": {
    access: "board",
    params: (f) => ({ id: f.member.orderId }),
    body: () => ({ status: "not-a-status" }),
  },
  "PATCH /api/orders/:id/items/:itemId": {
    access: "board",
    params: (f) => ({ id: f.member.orderId }),
    body: () => ({ done: "yes" }),
  },
  // A bad body: the guard answers first, then the handler refuses without refunding anything.
  "POST /api/orders/:id/refunds": {
    access: "refunds",
    params: (f) => ({ id: f.member.orderId }),
    body: () => ({ amount: 0, reason: "" }),
  },
  // Anyone may look an order up; without the right number and email the answer is the same 404.
  "POST /api/orders/lookup": { access: "public", body: () => ({}) },
  // The owner's own cancel; everyone else is told the order does not exist.
  "POST /api/orders/:id/cancel": { access: "owner", params: (f) => ({ id: f.member.orderId }) },
  "POST /api/email/send-receipt": { access: "owner", body: (f) => ({ orderId: f.member.orderId }) },
  "GET /api/rewards": { access: "public" },
  "GET /api/rewards/free-drinks": { access: "public" },
  "GET /api/rewards/birthday": { access: "member" },
  "GET /api/rewards/redeemed": { access: "member" },
  "POST /api/rewards/:id/redeem": { access: "member" },
  // A member adjusts their own points (memberAdjustPoints); only an admin session adjusts another's.
  "POST /api/points/adjust": { access: "member", body: () => ({}) },
  "GET /api/points/history/:userId": { access: "owner", params: (f) => ({ userId: f.member.id }) },
  "GET /api/points/summary": { access: "member" },
  // A member's own points; every member's only for an admin (includeAll, export.test.ts).
  "GET /api/export/loyalty-data": { access: "member" },
  "GET /api/analytics/top-customers": { access: "reports" },
  "GET /api/analytics/redemptions": { access: "reports" },
  "GET /api/analytics/loyalty-overview": { access: "reports" },
  "GET /api/promotions/active": { access: "public" },
  "GET /api/promotions": { access: "promotions" },
  "POST /api/promotions": { access: "promotions", body: () => ({}) },
  "DELETE /api/promotions/:id": { access: "promotions", params: () => ({ id: 999999 }) },
  "GET /api/admin/redemptions/:code": { access: "redemptions", params: () => ({ code: "NOSUCHCODE" }) },
  "POST /api/admin/redemptions/:code/use": { access: "redemptions", params: () => ({ code: "NOSUCHCODE" }) },
  "GET /api/newsletter/referral-code": { access: "member" },
  "GET /api/newsletter/referral-stats": { access: "member" },
  "POST /api/newsletter/subscribe": { access: "public", body: () => ({}) },
  "POST /api/newsletter/unsubscribe": { access: "public", body: () => ({}) },
  "POST /api/newsletter/confirm": { access: "public", body: () => ({}) },
  "GET /api/admin/newsletter/summary": { access: "newsletter" },
  "GET /api/admin/newsletter/analytics": { access: "newsletter" },
  "GET /api/admin/newsletter/campaigns": { access: "newsletter" },
  "GET /api/admin/newsletter/campaigns/:id": { access: "newsletter" },
  "POST /api/admin/newsletter/campaigns": { access: "newsletter", body: () => ({}) },
  "POST /api/admin/newsletter/campaigns/test": { access: "newsletter", body: () => ({}) },
  "POST /api/contact": { access: "public", body: () => ({}) },
  "GET /api/admin/outbox": { access: "settings" },
  "GET /api/admin/email-config": { access: "settings" },
  "POST /api/admin/email-config": { access: "settings", body: () => ({}) },
  "DELETE /api/admin/email-config": { access: "settings" },
  "GET /api/admin/backups": { access: "settings" },
  "POST /api/admin/backups": { access: "settings" },
  // A name no backup has: the guard answers first, then 404.
  "GET /api/admin/backups/:name": {
    access: "settings",
    params: () => ({ name: "backup-20200101-000000-manual.jsonl.gz" }),
  },
  "POST /api/admin/test-email": { access: "settings", body: () => ({}) },
  "GET /api/admin/outbox/page": { access: "settings" },
  "GET /api/admin/contact-messages": { access: "contact" },
  "GET /api/admin/contact-messages/new-count": { access: "contact" },
  "GET /api/admin/contact-messages/:id": { access: "contact" },
  "PATCH /api/admin/contact-messages/:id": { access: "contact", body: () => ({}) },
  "POST /api/admin/contact-messages/:id/reply": { access: "contact", body: () => ({}) },
  "GET /api/payments/config": { access: "public" },
  "POST /api/stripe/create-checkout-session": { access: "public", body: () => ({}) },
  "POST /api/create-payment-intent": { access: "public", body: () => ({}) },
  "GET /api/stripe/payment-intent/:id": { access: "public", params: () => ({ id: "pi_unknown" }) },
  "GET /api/embedded-stripe/session-status": { access: "public" },
  "POST /api/stripe/verify-session": { access: "public", body: () => ({}) },
  "GET /api/stripe/sync-products": { access: "settings" },
  "POST /api/stripe/webhook": { access: "public", body: () => ({}) },
  "POST /api/donations/checkout": { access: "public", body: () => ({}) },
  "GET /api/donation/:sessionId": { access: "public", params: () => ({ sessionId: "cs_unknown" }) },
  "GET /api/donation-settings": { access: "public" },
  "PATCH /api/admin/donation-settings": { access: "settings", body: () => ({}) },
};

type Caller = "guest" | "member" | "other" | "staff" | "manager" | "adminPending" | "admin";
/** The order callers call each route in: the owner after the others, so a DELETE of theirs comes last. */
const callerOrder: Caller[] = ["guest", "other", "staff", "manager", "adminPending", "member", "admin"];
/** Each signed-in caller's role; "adminPending" is an admin with 2FA on who has not given the code. */
const roleOf: Record<Exclude<Caller, "guest">, Role> = {
  member: "member",
  other: "member",
  staff: "staff",
  manager: "manager",
  adminPending: "admin",
  admin: "admin",
};
/** Routes that end or change the caller's session run after every other route, in this order. */
const lastRoutes = ["POST /api/logout", "POST /api/login"];
const rank = (key: string) => lastRoutes.indexOf(key);

const table = routeTable();
const clock = testClock();
const shop = useTestShop({ onRoute: table.onRoute, clock: clock.shop });

let fixture: Fixture;
let callers: Record<Caller, TestClient>;
let twoFactorAdmin: TwoFactorAdmin;

beforeAll(async () => {
  const [item, spareItem] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
    { name: "Spare sambuus", priceCents: 250, category: "snacks" },
  ])) as [MenuItemRow, MenuItemRow];
  const member = shop.client();
  const memberUser = (await signUp(member)).user;
  const other = shop.client();
  const otherUser = (await signUp(other)).user;
  const order = await member.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    phone: "6125550100",
    items: [{ id: item.id, name: item.name, price: 3.99, quantity: 1, category: item.category }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const address = await member.post("/api/user/addresses", validAddress);
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const { username, password } = await signUp(shop.client());
  const admin = shop.client();
  await signInAsAdmin(shop, admin);
  twoFactorAdmin = await adminWithTwoFactor(shop, clock);
  callers = {
    guest: shop.client(),
    member,
    other,
    staff: (await signInWithRole(shop, "staff")).client,
    manager: (await signInWithRole(shop, "manager")).client,
    adminPending: await signInAgain(shop, twoFactorAdmin),
    admin,
  };
  fixture = {
    member: { id: memberUser.id, orderId: order.body.id, addressId: address.body.id },
    other: { id: otherUser.id },
    item,
    spareItem,
    spare: { username, password },
  };
});

describe("the permission matrix", () => {
  it("has one entry for every /api route, and every entry is a route", () => {
    const routes = table.routes.map((route) => route.key).sort();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((key) => !(key in matrix));
    const stale = Object.keys(matrix).filter((key) => !routes.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("names the permission each guarded route checks, and no permission for a route without a guard", () => {
    const disagree = table.routes
      .filter((route) => route.key in matrix)
      .filter((route) => {
        const access = (matrix[route.key] as Entry).access;
        const claimed = (permissions as readonly string[]).includes(access) ? access : undefined;
        return claimed !== route.permission;
      })
      .map(
        (route) => `${route.key}: route checks ${route.permission}, table says ${matrix[route.key]?.access}`,
      );
    expect(disagree).toEqual([]);
  });

  it("lets each caller through only where the table says", async () => {
    const keys = table.routes
      .map((route) => route.key)
      .filter((key) => key in matrix)
      .sort((a, b) => rank(a) - rank(b));
    const wrong: string[] = [];
    for (const key of keys) {
      const entry = matrix[key] as Entry;
      const [method, path] = key.split(" ") as [string, string];
      const url = fillPath(path, entry.params?.(fixture) ?? {});
      for (const caller of callerOrder) {
        const body = method === "GET" || method === "DELETE" ? undefined : (entry.body?.(fixture) ?? {});
        const response = await callers[caller].request(method as "GET", url, body);
        const allowed = expected(entry.access, caller);
        if (!allowed.includes(response.status) || response.status >= 500) {
          wrong.push(
            `${key} as ${caller}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

const ALL = Array.from({ length: 500 }, (_, i) => i);
const PAST_GUARD = ALL.filter((status) => status !== 401 && status !== 403);
const SUCCESS = ALL.filter((status) => status >= 200 && status < 300);

/** The statuses a caller may get from a route of that kind (5xx never). */
function expected(access: Access, caller: Caller): number[] {
  if (caller === "guest") {
    if (access === "public") return PAST_GUARD;
    return access === "owner" ? [401, 403, 404] : [401];
  }
  const role = roleOf[caller];
  switch (access) {
    case "public":
    case "member":
      return PAST_GUARD;
    case "owner":
      if (caller === "member") return SUCCESS;
      // Whoever reads orders may read this one too; the rest are told it does not exist.
      return worksAtCafe(role) ? ALL : [403, 404];
    case "twoFactor":
      return worksAtCafe(role) ? PAST_GUARD : [403];
    case "twoFactorChecked":
      return worksAtCafe(role) && caller !== "adminPending" ? PAST_GUARD : [403];
    default:
      return hasPermission(role, access) && caller !== "adminPending" ? PAST_GUARD : [403];
  }
}

/**
 * Routes members use too, where an admin may do more: the extra power is checked inside the handler, and an
 * admin with 2FA on who has not given the code gets the admin routes' 403, not a member's treatment.
 */
const adminPowers: {
  route: string;
  call: (f: Fixture) => { method: "GET" | "POST"; url: string; body?: unknown };
}[] = [
  {
    route: "POST /api/points/adjust",
    call: (f) => ({
      method: "POST",
      url: "/api/points/adjust",
      body: { userId: f.other.id, amount: 5, description: "Matrix goodwill" },
    }),
  },
  {
    route: "GET /api/points/history/:userId",
    call: (f) => ({ method: "GET", url: `/api/points/history/${f.other.id}` }),
  },
  {
    route: "GET /api/export/loyalty-data",
    call: () => ({ method: "GET", url: "/api/export/loyalty-data?includeAll=true" }),
  },
  {
    route: "POST /api/register",
    call: () => ({
      method: "POST",
      url: "/api/register",
      body: { username: uniqueName("staff"), password: "a long staff password 9", isAdmin: true },
    }),
  },
  { route: "GET /api/orders/:id", call: (f) => ({ method: "GET", url: `/api/orders/${f.member.orderId}` }) },
  {
    route: "POST /api/email/send-receipt",
    call: (f) => ({
      method: "POST",
      url: "/api/email/send-receipt",
      body: { orderId: f.member.orderId, email: "kitchen.copy@example.com" },
    }),
  },
];

describe("admin powers inside routes members use too", () => {
  // Callers of their own: the matrix above ends by signing every caller in as someone else.
  const powers = {} as Record<"adminPending" | "other" | "admin", TestClient>;
  beforeAll(async () => {
    powers.adminPending = await signInAgain(shop, twoFactorAdmin);
    powers.other = shop.client();
    await signUp(powers.other);
    powers.admin = shop.client();
    await signInAsAdmin(shop, powers.admin);
  });

  it("names only routes of the table", () => {
    const routes = table.routes.map((route) => route.key);
    expect(adminPowers.map((power) => power.route).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(adminPowers)(
    "$route: 403 'Two-factor verification required' before the code, the admin's answer after",
    async ({ call }) => {
      const request = call(fixture);
      const pending = await powers.adminPending.request(request.method, request.url, request.body);
      expect(pending.status).toBe(403);
      expect(pending.body).toEqual({ error: messages.en.twoFactorRequired, code: "twoFactorRequired" });
      const other = await powers.other.request(request.method, request.url, request.body);
      expect([403, 404]).toContain(other.status);
      expect(other.body.error).not.toBe(messages.en.twoFactorRequired);
      const admin = await powers.admin.request(request.method, request.url, request.body);
      expect(SUCCESS).toContain(admin.status);
    },
  );
});
