import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BoundaryRules,
  collectImports,
  findViolations,
  type ImportMap,
  importsOf,
} from "./import-boundaries.ts";

const rules: BoundaryRules = {
  featureRoots: ["server/features", "web/src/features"],
  shared: ["contract", "server/lib", "server/db", "server/providers", "web/src/components", "web/src/lib"],
};

// The app shell (server/app.ts, web/src/app: the routes and the layout) is in no feature and shares nothing:
// it is where the features are put together, so it may use any of them.

const root = path.resolve(import.meta.dirname, "..");
const repository = collectImports(root, ["contract", "server", "web/src"]);

describe("import boundaries of this repository", () => {
  it("finds the source files it is meant to check", () => {
    expect(Object.keys(repository)).toEqual(
      expect.arrayContaining([
        "server/app.ts",
        "server/features/orders/orders.routes.ts",
        "web/src/app/routes.tsx",
      ]),
    );
  });

  it("are kept: no cycle, no shared code importing a feature, no feature internals used by another", () => {
    expect(findViolations(repository, rules)).toEqual([]);
  });
});

describe("the boundary check", () => {
  const publicOnly: ImportMap = {
    "server/features/payments/refund.ts": ["../orders/public.ts", "../../lib/errors.ts", "drizzle-orm"],
    "server/features/orders/public.ts": ["./order-lifecycle.ts"],
    "server/features/orders/order-lifecycle.ts": ["../../db/client.ts", "@contract/order-status.ts"],
    "server/app.ts": ["./features/orders/order-lifecycle.ts"],
    "web/src/app/layout/site-header.tsx": ["../../features/cart/public.ts"],
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

  it("finds a feature reaching into another's internals", () => {
    const internal = {
      ...publicOnly,
      "server/features/payments/refund.ts": ["../orders/order-lifecycle.ts"],
    };
    const edge = "server/features/payments/refund.ts -> server/features/orders/order-lifecycle.ts";
    expect(findViolations(internal, rules)).toEqual([`feature internals imported: ${edge}`]);
  });

  it("lets staff code, and only staff code, reach a feature's staff screens through admin/public.ts", () => {
    const staff: ImportMap = {
      "web/src/features/admin/admin-page.tsx": ["../menu/admin/public.ts"],
      "web/src/features/orders/admin/board/sold-out-panel.tsx": ["../../../menu/admin/public.ts"],
      "web/src/features/menu/admin/public.ts": ["./menu-panel.tsx"],
      "web/src/features/menu/admin/menu-panel.tsx": ["../public.ts", "../api/menu-queries.ts"],
    };
    expect(findViolations(staff, rules)).toEqual([]);
    const customer = {
      ...staff,
      "web/src/features/checkout/cart-page.tsx": ["../menu/admin/public.ts"],
      "web/src/features/menu/public.ts": ["./admin/menu-panel.tsx"],
    };
    expect(findViolations(customer, rules)).toEqual([
      "staff screens imported by customer code: web/src/features/checkout/cart-page.tsx -> web/src/features/menu/admin/public.ts",
      "staff screens imported by customer code: web/src/features/menu/public.ts -> web/src/features/menu/admin/menu-panel.tsx",
    ]);
    const internal = { ...staff, "web/src/features/admin/admin-page.tsx": ["../menu/admin/menu-panel.tsx"] };
    expect(findViolations(internal, rules)).toEqual([
      "feature internals imported: web/src/features/admin/admin-page.tsx -> web/src/features/menu/admin/menu-panel.tsx",
    ]);
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
