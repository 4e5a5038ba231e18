import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BoundaryRules,
  collectImports,
  findViolations,
  type ImportMap,
  importsOf,
  resolveSpecifier,
} from "./import-boundaries.ts";

const rules: BoundaryRules = {
  featureRoots: ["server/features", "web/src/features"],
  shared: ["contract", "server/lib", "server/db", "server/providers", "web/src/components", "web/src/lib"],
  // The app shell: it lays out every page, so it may use any feature (server/app.ts and web/src/routes.tsx
  // are outside every rule for the same reason).
  shell: ["web/src/components/layout"],
};

/**
 * Web imports that break the rules today, one import edge each ("importer -> imported file"). They are being
 * moved to shared places and public files; remove each line as its import goes, until the list is empty.
 * The server has no such list.
 */
const webAllowed = [
  "web/src/features/account/api/update-preferences.ts -> web/src/features/auth/api/use-user.ts",
  "web/src/features/account/api/update-profile.ts -> web/src/features/auth/api/use-user.ts",
  "web/src/features/account/profile-page.tsx -> web/src/features/auth/api/use-user.ts",
  "web/src/features/admin/orders-panel.tsx -> web/src/features/menu/api/use-item-names.ts",
  "web/src/features/admin/orders-panel.tsx -> web/src/features/orders/components/status-badge.tsx",
  "web/src/features/auth/auth-page.tsx -> web/src/features/account/api/update-preferences.ts",
  "web/src/features/auth/components/register-form.tsx -> web/src/features/newsletter/api/subscribe.ts",
  "web/src/features/checkout/cart-page.tsx -> web/src/features/auth/api/use-user.ts",
  "web/src/features/checkout/cart-page.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/cart-page.tsx -> web/src/features/menu/api/use-menu.ts",
  "web/src/features/checkout/cart-totals.ts -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/cash-checkout-page.tsx -> web/src/features/auth/api/use-user.ts",
  "web/src/features/checkout/cash-checkout-page.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/components/cart-lines.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/components/checkout-dialog.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/components/checkout-dialog.tsx -> web/src/features/payments/api/pay-by-card.ts",
  "web/src/features/checkout/components/checkout-dialog.tsx -> web/src/features/payments/components/card-payment-option.tsx",
  "web/src/features/checkout/components/delivery-dialog.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/components/pay-with-points.tsx -> web/src/features/rewards/api/use-points-summary.ts",
  "web/src/features/checkout/components/quick-checkout-dialog.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/use-cart-totals.ts -> web/src/features/auth/api/use-user.ts",
  "web/src/features/checkout/use-cart-totals.ts -> web/src/features/cart/cart-store.ts",
  "web/src/features/checkout/use-cart-totals.ts -> web/src/features/rewards/api/use-active-promotions.ts",
  "web/src/features/contact/contact-form.tsx -> web/src/features/newsletter/components/honeypot.tsx",
  "web/src/features/donations/donation-success-page.tsx -> web/src/features/orders/components/load-error.tsx",
  "web/src/features/donations/donation-success-page.tsx -> web/src/features/orders/format-date.ts",
  "web/src/features/menu/components/cart-summary-bar.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/menu/components/dietary-preferences-dialog.tsx -> web/src/features/account/components/dietary-form.tsx",
  "web/src/features/menu/components/dietary-preferences-dialog.tsx -> web/src/features/auth/api/use-user.ts",
  "web/src/features/menu/components/menu-item-card.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/menu/menu-page.tsx -> web/src/features/auth/api/use-user.ts",
  "web/src/features/orders/components/order-lines.tsx -> web/src/features/menu/api/use-item-names.ts",
  "web/src/features/orders/components/tracked-order.tsx -> web/src/features/checkout/components/totals-summary.tsx",
  "web/src/features/orders/hooks/use-reorder.ts -> web/src/features/cart/cart-store.ts",
  "web/src/features/orders/reorder-lines.ts -> web/src/features/cart/cart-store.ts",
  "web/src/features/payments/components/paid-order-summary.tsx -> web/src/features/checkout/components/totals-summary.tsx",
  "web/src/features/payments/components/paid-order-summary.tsx -> web/src/features/orders/components/order-lines.tsx",
  "web/src/features/payments/dynamic-checkout-page.tsx -> web/src/features/orders/components/load-error.tsx",
  "web/src/features/payments/order-success-page.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/payments/order-success-page.tsx -> web/src/features/orders/api/use-order.ts",
  "web/src/features/payments/order-success-page.tsx -> web/src/features/orders/components/load-error.tsx",
  "web/src/features/payments/payment-success-page.tsx -> web/src/features/cart/cart-store.ts",
  "web/src/features/payments/payment-success-page.tsx -> web/src/features/orders/api/use-order.ts",
  "web/src/features/payments/payment-success-page.tsx -> web/src/features/orders/components/load-error.tsx",
  "web/src/features/payments/payment-success-page.tsx -> web/src/features/orders/format-date.ts",
  "web/src/features/rewards/api/redeem-reward.ts -> web/src/features/auth/api/use-user.ts",
  "web/src/features/rewards/components/promotions-banner.tsx -> web/src/features/menu/api/use-menu.ts",
  "web/src/features/rewards/rewards-page.tsx -> web/src/features/auth/api/use-user.ts",
];

const root = path.resolve(import.meta.dirname, "..");
const repository = collectImports(root, ["contract", "server", "web/src"]);

const edgesOf = (imports: ImportMap) =>
  new Set(
    Object.entries(imports).flatMap(([from, specifiers]) =>
      specifiers.flatMap((specifier) => {
        const to = resolveSpecifier(from, specifier);
        return to ? [`${from} -> ${to}`] : [];
      }),
    ),
  );

describe("import boundaries of this repository", () => {
  it("finds the source files it is meant to check", () => {
    expect(Object.keys(repository)).toEqual(
      expect.arrayContaining([
        "server/app.ts",
        "server/features/orders/orders.routes.ts",
        "web/src/main.tsx",
      ]),
    );
  });

  it("are kept: no cycle, no shared code importing a feature, no feature internals used by another", () => {
    expect(findViolations(repository, rules, webAllowed)).toEqual([]);
  });

  it("allow only web imports that still exist, so the list can only shrink", () => {
    const edges = edgesOf(repository);
    expect(webAllowed.filter((edge) => !edges.has(edge))).toEqual([]);
    expect(webAllowed.filter((edge) => !edge.startsWith("web/"))).toEqual([]);
  });
});

describe("the boundary check", () => {
  const publicOnly: ImportMap = {
    "server/features/payments/refund.ts": ["../orders/public.ts", "../../lib/errors.ts", "drizzle-orm"],
    "server/features/orders/public.ts": ["./order-lifecycle.ts"],
    "server/features/orders/order-lifecycle.ts": ["../../db/client.ts", "@contract/order-status.ts"],
    "server/app.ts": ["./features/orders/order-lifecycle.ts"],
    "web/src/components/layout/site-header.tsx": ["../../features/cart/cart-store.ts"],
  };

  it("accepts features that meet only through public files, and the app shell", () => {
    expect(findViolations(publicOnly, rules)).toEqual([]);
  });

  it("finds a cycle between features, even through public files", () => {
    const cycle = { ...publicOnly, "server/features/orders/order-lifecycle.ts": ["../payments/public.ts"] };
    expect(findViolations(cycle, rules)).toEqual([
      "features in a cycle: server/features/orders -> server/features/payments -> server/features/orders",
    ]);
  });

  it("finds a longer cycle", () => {
    const cycle: ImportMap = {
      "web/src/features/a/public.ts": ["../b/public.ts"],
      "web/src/features/b/public.ts": ["@web/features/c/public.ts"],
      "web/src/features/c/public.ts": ["../a/public.ts"],
    };
    expect(findViolations(cycle, rules)).toEqual([
      "features in a cycle: web/src/features/a -> web/src/features/b -> web/src/features/c -> web/src/features/a",
    ]);
  });

  it("finds shared code importing a feature, even its public file", () => {
    const shared = { ...publicOnly, "server/lib/guards.ts": ["../features/auth/public.ts"] };
    expect(findViolations(shared, rules)).toEqual([
      "shared code imports a feature: server/lib/guards.ts -> server/features/auth/public.ts",
    ]);
    const ui = { "web/src/components/ui/button.tsx": ["@web/features/cart/cart-store.ts"] };
    expect(findViolations(ui, rules)).toEqual([
      "shared code imports a feature: web/src/components/ui/button.tsx -> web/src/features/cart/cart-store.ts",
    ]);
  });

  it("finds a feature reaching into another's internals, and lets an allowed edge pass", () => {
    const internal = {
      ...publicOnly,
      "server/features/payments/refund.ts": ["../orders/order-lifecycle.ts"],
    };
    const edge = "server/features/payments/refund.ts -> server/features/orders/order-lifecycle.ts";
    expect(findViolations(internal, rules)).toEqual([`feature internals imported: ${edge}`]);
    expect(findViolations(internal, rules, [edge])).toEqual([]);
  });

  it("reads imports, type imports, re-exports and literal dynamic imports", () => {
    const source = [
      'import type { A } from "./a.ts";',
      'import "./b.css";',
      'export { c } from "../c.ts";',
      'export * from "./d.ts";',
      'const e = () => import("./e.tsx");',
      'const f = (name: string) => import("./pages/" + name);',
    ].join("\n");
    expect(importsOf("x.tsx", source)).toEqual(["./a.ts", "./b.css", "../c.ts", "./d.ts", "./e.tsx"]);
  });
});
