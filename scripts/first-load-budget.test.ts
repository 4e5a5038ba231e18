import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_SCRIPTS_FILE, type PageScripts } from "../server/features/web-pages/hydration-scripts.ts";
import { ADMIN_SECTIONS, LANGUAGES, pageOf } from "./catalog-parts.ts";
import {
  type BuildManifest,
  catalogSections,
  compressedBytes,
  firstLoadScripts,
  pageChunkScripts,
  staticImports,
} from "./first-load.ts";
import { builtWebDir, ensureFreshBuild } from "./fresh-build.ts";
import { lazyRoutes } from "./route-modules.ts";

/**
 * The first-load budget of docs/architecture.md, checked on the build every run: the phone on mall Wi-Fi gets
 * at most 120 KB of compressed script before `/` or `/menu` is the app's, and no customer's page downloads the
 * admin's catalog sections. A page arrives rendered (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md) and its app
 * takes over once it has the page's scripts and module preloads and the chunks of the page's own code, which
 * the page loads with the app's entry (scripts/page-scripts.ts): all of them count. Built once per `npm test`
 * (scripts/fresh-build.ts): the browser tests that follow serve the same build.
 */
const BUDGET_BYTES = 120 * 1024;
const root = path.resolve(import.meta.dirname, "..");
const routesFile = "web/src/app/routes.tsx";

let manifest: BuildManifest;
beforeAll(async () => {
  await ensureFreshBuild();
  manifest = JSON.parse(readFileSync(path.join(builtWebDir, ".vite/manifest.json"), "utf8")) as BuildManifest;
}, 600_000);

const routes = () => lazyRoutes(readFileSync(path.join(root, routesFile), "utf8"), routesFile);

/** The scripts each rendered page names to hydrate (scripts/page-scripts.ts), as the server reads them. */
const pageScripts = () =>
  JSON.parse(readFileSync(path.join(builtWebDir, PAGE_SCRIPTS_FILE), "utf8")) as PageScripts;

/**
 * Every script the first visit to `pathname` in `language` downloads before the app has taken the page over:
 * the app's page's scripts (its first catalog part among them, which a rendered page carries in itself, the same
 * sections), the page's own module and the chunks it preloads, and the rest of the catalog for a page beyond the
 * first ones, which the page carries too.
 */
function firstLoadOf(pathname: string, language: string): string[] {
  const route = routes().find((candidate) => candidate.path === pathname);
  const own = pageScripts()[pathname];
  const catalog =
    route && route.catalog !== "first" ? manifest[`../virtual:catalog/${language}-rest`]?.file : undefined;
  return [
    ...new Set([
      ...firstLoadScripts(builtWebDir, pageOf(language)),
      ...(own ? [own.entry, ...own.preloads] : []).flatMap((file) => pageChunkScripts(builtWebDir, file)),
      ...(catalog ? [catalog] : []),
    ]),
  ];
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the first load's script", () => {
  for (const pathname of ["/", "/menu"])
    for (const language of LANGUAGES)
      it(`stays within ${BUDGET_BYTES / 1024} KB compressed on ${pathname} in ${language}`, () => {
        const files = firstLoadOf(pathname, language);
        const sizes = files.map((file) => ({ file, bytes: compressedBytes(builtWebDir, file) }));
        const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
        const listing = sizes.map(({ file, bytes }) => `${file} ${kilobytes(bytes)}`).join(", ");
        expect(files.length, "the page names no script").toBeGreaterThan(0);
        expect(total, `${pathname} (${language}) sends ${kilobytes(total)}: ${listing}`).toBeLessThanOrEqual(
          BUDGET_BYTES,
        );
      });

  it("counts the menu's own chunk (so the budget above sees the page's code)", () => {
    expect(firstLoadOf("/menu", "en").length).toBeGreaterThan(firstLoadOf("/", "en").length);
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
    const customerPaths = routes()
      .filter((route) => route.catalog !== "admin")
      .map((route) => route.path);
    expect(customerPaths).toContain("/cart");
    const leaks = LANGUAGES.flatMap((language) =>
      ["/", ...customerPaths].flatMap((pathname) =>
        firstLoadOf(pathname, language).flatMap((file) =>
          adminSectionsIn(file).map((section) => `${pathname} (${language}): ${file} holds "${section}"`),
        ),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it("are found where they belong (so the check above looks for something that exists)", () => {
    const adminPart = manifest["../virtual:catalog/en-admin"]?.file;
    expect(adminPart).toBeDefined();
    expect(adminSectionsIn(adminPart as string)).toEqual(expect.arrayContaining([...ADMIN_SECTIONS]));
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
