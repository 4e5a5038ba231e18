import { readFileSync } from "node:fs";
import path from "node:path";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { lazyRoutes, preloadsOf, routePages } from "./route-preloads.ts";

const root = path.resolve(import.meta.dirname, "..");
const ROUTES = "web/src/app/routes.tsx";

describe("the pages a route loads on demand", () => {
  it("reads both ways routes.tsx declares a lazy page, and which catalog part it reads", () => {
    const source = `
      const routes = [
        { path: "/", Component: HomePage },
        { path: "/menu", Component: page(() => import("../features/menu/menu-page.tsx").then((m) => m.MenuPage), "first") },
        ...["/cart", "/order"].map((path) => ({ path, Component: page(() => import("./cart.tsx")) })),
        { path: "/contact", Component: page(async () => Promise.all([import("./a.tsx"), import("./b.tsx")])) },
      ];`;
    expect(lazyRoutes(source, "web/src/app/routes.tsx")).toEqual([
      { path: "/menu", modules: ["web/src/features/menu/menu-page.tsx"], catalog: "first" },
      { path: "/cart", modules: ["web/src/app/cart.tsx"], catalog: "full" },
      { path: "/order", modules: ["web/src/app/cart.tsx"], catalog: "full" },
      { path: "/contact", modules: ["web/src/app/a.tsx", "web/src/app/b.tsx"], catalog: "full" },
    ]);
  });

  it("finds the pages of the issue's budget in the real route table", () => {
    const routes = lazyRoutes(readFileSync(path.join(root, ROUTES), "utf8"), ROUTES);
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));
    expect(byPath["/menu"]).toEqual({
      path: "/menu",
      modules: ["web/src/features/menu/menu-page.tsx"],
      catalog: "first",
    });
    expect(byPath["/cart"]?.modules).toEqual(["web/src/features/checkout/cart-page.tsx"]);
    expect(byPath["/track/:orderId"]?.catalog).toBe("full");
    expect(byPath["/admin"]?.catalog).toBe("admin");
    expect(byPath["/"]).toBeUndefined();
  });

  it("lists a page's chunk and what it imports, not what the first load already brings", () => {
    const chunk = (
      fileName: string,
      facadeModuleId: string | null,
      imports: string[],
      isEntry = false,
      moduleIds = facadeModuleId ? [facadeModuleId] : [],
    ) =>
      ({
        type: "chunk",
        fileName,
        facadeModuleId,
        imports,
        isEntry,
        moduleIds,
      }) as unknown as Rollup.OutputChunk;
    const bundle: Rollup.OutputBundle = {
      main: chunk("assets/index-1.js", path.join(root, "web/src/main.tsx"), ["assets/react-1.js"], true),
      react: chunk("assets/react-1.js", null, []),
      menu: chunk("assets/menu-page-1.js", path.join(root, "web/src/menu.tsx"), [
        "assets/plus-1.js",
        "assets/react-1.js",
      ]),
      plus: chunk("assets/plus-1.js", null, ["assets/icon-1.js"]),
      // A page grouped with others (scripts/page-chunks.ts) is a module of that chunk, not its facade.
      order: chunk("assets/order-1.js", null, ["assets/react-1.js"], false, [
        path.join(root, "web/src/cart.tsx"),
        path.join(root, "web/src/track.tsx"),
      ]),
      icon: chunk("assets/icon-1.js", null, []),
      rest: chunk("assets/en-rest-1.js", "\0catalog/en-rest", []),
      admin: chunk("assets/en-admin-1.js", "\0catalog/en-admin", []),
    };
    const preloads = preloadsOf(
      bundle,
      [
        { path: "/menu", modules: ["web/src/menu.tsx"], catalog: "first" },
        { path: "/cart", modules: ["web/src/cart.tsx"], catalog: "full" },
      ],
      root,
      (language, part) => `\0catalog/${language}-${part}`,
      ["en", "so"],
    );
    expect(preloads).toEqual({
      routes: [
        {
          path: "/menu",
          files: ["/assets/menu-page-1.js", "/assets/plus-1.js", "/assets/icon-1.js"],
          catalog: "first",
        },
        { path: "/cart", files: ["/assets/order-1.js"], catalog: "full" },
      ],
      catalogs: {
        en: { rest: "/assets/en-rest-1.js", admin: "/assets/en-admin-1.js" },
        so: { rest: undefined, admin: undefined },
      },
    });
    expect(() =>
      preloadsOf(
        bundle,
        [{ path: "/x", modules: ["web/src/gone.tsx"], catalog: "full" }],
        root,
        () => "",
        [],
      ),
    ).toThrow(/no chunk holds web\/src\/gone.tsx/);
  });

  it("writes each route's page per language: the app's page with the route's preloads after its own script", () => {
    const page = (language: string) =>
      `<html lang="${language}"><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>`;
    const { files, list } = routePages(
      {
        routes: [
          { path: "/menu", files: ["/assets/menu-page-1.js"], catalog: "first" },
          { path: "/track/:orderId", files: ["/assets/track-1.js"], catalog: "full" },
          { path: "/nothing", files: [], catalog: "first" },
          { path: "/admin", files: ["/assets/admin-1.js"], catalog: "admin" },
        ],
        catalogs: {
          en: { rest: "/assets/en-rest-1.js", admin: "/assets/en-admin-1.js" },
          so: { rest: "/assets/so-rest-1.js", admin: "/assets/so-admin-1.js" },
        },
      },
      { en: page("en"), so: page("so") },
    );
    expect(list.routes).toEqual([
      { path: "/menu", pages: { en: "routes/menu.en.html", so: "routes/menu.so.html" } },
      {
        path: "/track/:orderId",
        pages: { en: "routes/track-orderId.en.html", so: "routes/track-orderId.so.html" },
      },
      { path: "/admin", pages: { en: "routes/admin.en.html", so: "routes/admin.so.html" } },
    ]);
    const trackSomali = files.find((file) => file.fileName === "routes/track-orderId.so.html")?.source;
    expect(trackSomali).toBe(
      '<html lang="so"><head><script type="module" src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/track-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/so-rest-1.js"></head><body></body></html>',
    );
    expect(files.find((file) => file.fileName === "routes/menu.en.html")?.source).not.toContain("rest");
    // A customer's page never preloads the admin's sections; the admin's pages read both later parts.
    expect(trackSomali).not.toContain("admin");
    expect(files.find((file) => file.fileName === "routes/admin.en.html")?.source).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/en-rest-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en-admin-1.js">',
    );
  });
});
