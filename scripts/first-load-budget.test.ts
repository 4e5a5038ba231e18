import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
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
 * admin's catalog sections. A page arrives rendered (docs/decisions/0040-server-rendered-pages.md) and its app
 * takes over once it has the page's scripts and module preloads and the chunk of the page's own code, which
 * the app asks for at once (web/src/main.tsx `preloadPage`): all of them count. Built once per `npm test`
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

/** Every script the first visit to `pathname` in `language` downloads before the app has taken the page over. */
function firstLoadOf(pathname: string, language: string): string[] {
  const route = routes().find((candidate) => candidate.path === pathname);
  // A page beyond the first ones brings the rest of the reader's catalog with its code (routes.tsx `page`).
  const catalog =
    route && route.catalog !== "first" ? manifest[`../virtual:catalog/${language}-rest`]?.file : undefined;
  return [
    ...new Set([
      ...firstLoadScripts(builtWebDir, pageOf(language)),
      ...(route?.modules ?? []).flatMap((module) => pageChunkScripts(builtWebDir, manifest, module)),
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
