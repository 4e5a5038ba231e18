import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PAGES_FILE, type RoutePages } from "../server/lib/route-pages.ts";
import { ADMIN_SECTIONS, LANGUAGES, pageOf } from "./catalog-parts.ts";
import { catalogSections, compressedBytes, firstLoadScripts, staticImports } from "./first-load.ts";
import { builtWebDir, ensureFreshBuild } from "./fresh-build.ts";
import { lazyRoutes } from "./route-preloads.ts";

/**
 * The first-load budget of docs/architecture.md, checked on the build every run: the phone on mall Wi-Fi gets
 * at most 120 KB of compressed script before `/` or `/menu` can show, and no customer's page downloads the
 * admin's catalog sections. Built once per `npm test` (scripts/fresh-build.ts): the browser tests that follow
 * serve the same build.
 */
const BUDGET_BYTES = 120 * 1024;
const root = path.resolve(import.meta.dirname, "..");
const routesFile = "web/src/app/routes.tsx";

let routePages: RoutePages;
beforeAll(async () => {
  await ensureFreshBuild();
  routePages = JSON.parse(readFileSync(path.join(builtWebDir, ROUTE_PAGES_FILE), "utf8")) as RoutePages;
}, 600_000);

/** The built page a first visit to `pathname` in `language` receives (server/lib/route-pages.ts). */
const pageFor = (pathname: string, language: string) =>
  routePages.routes.find((route) => route.path === pathname)?.pages[language] ?? pageOf(language);

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the first load's script", () => {
  for (const pathname of ["/", "/menu"])
    for (const language of LANGUAGES)
      it(`stays within ${BUDGET_BYTES / 1024} KB compressed on ${pathname} in ${language}`, () => {
        const files = firstLoadScripts(builtWebDir, pageFor(pathname, language));
        const sizes = files.map((file) => ({ file, bytes: compressedBytes(builtWebDir, file) }));
        const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
        const listing = sizes.map(({ file, bytes }) => `${file} ${kilobytes(bytes)}`).join(", ");
        expect(files.length, "the page names no script").toBeGreaterThan(0);
        expect(total, `${pathname} (${language}) sends ${kilobytes(total)}: ${listing}`).toBeLessThanOrEqual(
          BUDGET_BYTES,
        );
      });
});

describe("the admin's catalog sections", () => {
  /** The admin sections a built script holds: the top-level keys of the catalog parts it parses. */
  const adminSectionsIn = (file: string) => {
    const source = readFileSync(path.join(builtWebDir, file), "utf8");
    return catalogSections(source).filter((section) =>
      (ADMIN_SECTIONS as readonly string[]).includes(section),
    );
  };

  it("never reach a customer's page", () => {
    const adminPaths = new Set(
      lazyRoutes(readFileSync(path.join(root, routesFile), "utf8"), routesFile)
        .filter((route) => route.catalog === "admin")
        .map((route) => route.path),
    );
    const customerPages = [
      ...LANGUAGES.map(pageOf),
      ...routePages.routes
        .filter((route) => !adminPaths.has(route.path))
        .flatMap((route) => Object.values(route.pages)),
    ];
    expect(customerPages.length).toBeGreaterThan(LANGUAGES.length);
    const leaks = customerPages.flatMap((page) =>
      firstLoadScripts(builtWebDir, page).flatMap((file) =>
        adminSectionsIn(file).map((section) => `${page}: ${file} holds "${section}"`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it("are found where they belong (so the check above looks for something that exists)", () => {
    const adminPage = routePages.routes.find((route) => route.path === "/admin")?.pages.en;
    expect(adminPage).toBeDefined();
    const found = firstLoadScripts(builtWebDir, adminPage as string).flatMap(adminSectionsIn);
    expect(found).toEqual(expect.arrayContaining([...ADMIN_SECTIONS]));
  });
});

describe("staticImports", () => {
  it("follows static imports and skips dynamic ones", () => {
    const source = `import{a as b}from"./app-1.js";import"./side.js";export{c}from"../x/re.js";const p=()=>import("./lazy.js");`;
    expect(staticImports(source)).toEqual(["./app-1.js", "./side.js", "../x/re.js"]);
  });
});

describe("catalogSections", () => {
  it("reads the top-level keys of the catalog parts a script parses", () => {
    const tick = "`";
    const source = `var e=JSON.parse(${tick}{"admin":{"a":"x \\${tick} y"},"emails":{}}${tick}),t=JSON.parse("{\\"home\\":{}}");`;
    expect(catalogSections(source)).toEqual(["admin", "emails", "home"]);
  });
});
