import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * The catalog sections the first pages (the layout, home, the menu and the dialogs they open) read. The first
 * load brings only these, in the reader's language; every other section (admin, checkout, account, rewards,
 * privacy, …) arrives with the first page that needs it (web/src/i18n/index.ts `loadFullCatalog`).
 * scripts/catalog-parts.test.ts fails when first-load code names a section missing here.
 */
export const FIRST_LOAD_SECTIONS = [
  "common",
  "nav",
  "footer",
  "language",
  "routeError",
  "notFound",
  "home",
  "hours",
  "orderingHours",
  "menuPage",
  "categories",
  "dietary",
  "options",
  "orders",
  "orderStatus",
  "loyalty",
  "newsletter",
  "profile",
  "errors",
  "fields",
  // Every page's title (web/src/app/routes.tsx `titled`), the not-found page's included.
  "pageTitles",
] as const;

/**
 * The sections only the admin's pages read: a customer's page never downloads them. Together with
 * FIRST_LOAD_SECTIONS they leave the "rest", what a customer's later pages (the cart, the tracking page, the
 * account) read. scripts/catalog-parts.test.ts fails when a customer's page names one of these.
 */
export const ADMIN_SECTIONS = [
  "adminAudit",
  "adminContent",
  "adminLoyalty",
  "adminMenu",
  "adminNewsletter",
  "adminOrders",
  "adminPanel",
  "adminSettings",
  "adminUsers",
  "contactInbox",
  "emails",
  "kitchenBoard",
  "orderingAdmin",
  "reports",
] as const;

export const CATALOG_PARTS = ["first", "rest", "admin"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

const PREFIX = "virtual:catalog/";
/** The language a first visit reads (web/src/i18n/index.ts `storedLanguage`). */
const DEFAULT_LANGUAGE = "en";
/** Each gets a page of its own, `index.<language>.html`. */
const OTHER_LANGUAGES = ["so"] as const;
/** Every language of the app, the default first. */
export const LANGUAGES = [DEFAULT_LANGUAGE, ...OTHER_LANGUAGES] as const;

/** The app's page in a language, as the build writes it. */
export const pageOf = (language: string) =>
  language === DEFAULT_LANGUAGE ? "index.html" : `index.${language}.html`;

/** The bundle's module id of a language's catalog part. */
export const catalogModuleId = (language: string, part: CatalogPart) => `\0${PREFIX}${language}-${part}`;

/** The file name of a language's first catalog part in the bundle. */
function firstPartChunk(bundle: Rollup.OutputBundle, language: string): string | undefined {
  return Object.values(bundle).find(
    (output) => output.type === "chunk" && output.facadeModuleId === catalogModuleId(language, "first"),
  )?.fileName;
}

/** One part of a language's catalog, from i18n/<language>.json. */
export function catalogPart(catalog: Record<string, unknown>, part: CatalogPart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalog).filter(([section]) => partOf(section) === part));
}

/** What a page says where its script cannot run (`site.needsJavaScript` of the language's catalog), as HTML text. */
function withoutScriptNote(catalogDir: string, language: string): string {
  const catalog = JSON.parse(readFileSync(path.join(catalogDir, `${language}.json`), "utf8")) as {
    site: { needsJavaScript: string };
  };
  return catalog.site.needsJavaScript.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function partOf(section: string): CatalogPart {
  if ((FIRST_LOAD_SECTIONS as readonly string[]).includes(section)) return "first";
  return (ADMIN_SECTIONS as readonly string[]).includes(section) ? "admin" : "rest";
}

/**
 * `virtual:catalog/<language>-<first|rest|admin>`: each a chunk of its own, so the first load carries a third
 * of the reader's catalog and a customer's page never the admin's sections (docs/architecture.md#budgets),
 * while i18n/*.json stay the one catalog per language that the server and the tests read (decision 1).
 */
export function catalogParts(catalogDir: string): Plugin {
  return {
    name: "somali-sips:catalog-parts",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, part] = id.slice(PREFIX.length + 1).split("-");
      if (!/^[a-z]{2}$/.test(language ?? "") || !(CATALOG_PARTS as readonly string[]).includes(part ?? "")) {
        throw new Error(`unknown catalog part ${id}`);
      }
      const file = path.join(catalogDir, `${language}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      // JSON.parse of a string literal is parsed faster by browsers than the same object as a literal.
      const sections = catalogPart(catalog, part as CatalogPart);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(sections))});`;
    },
    // The first paint waits for the reader's first part, which the app asks for only once its own script has
    // run: a round trip more before anything shows. So the page fetches it beside the app's script: index.html
    // the default language's, index.so.html (written below) the Somali one; the server sends the page of the
    // language the reader chose (the `language` cookie, server/app.ts), so only that catalog is downloaded.
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunk = firstPartChunk(context.bundle ?? {}, DEFAULT_LANGUAGE);
        if (!chunk) return undefined;
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk}` },
            injectTo: "head",
          },
          // With its script off, a browser shows the server-rendered pages (they read and their links work) but
          // no button does anything, and the pages the browser renders stay empty: said before the header,
          // outside the root React renders into, in the page's language (replaced below for the others).
          {
            tag: "noscript",
            children: [
              {
                tag: "p",
                attrs: { class: "without-script-note" },
                children: withoutScriptNote(catalogDir, DEFAULT_LANGUAGE),
              },
            ],
            injectTo: "body-prepend",
          },
        ];
      },
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const page = bundle["index.html"];
        const english = firstPartChunk(bundle, DEFAULT_LANGUAGE);
        if (page?.type !== "asset" || !english) return;
        for (const language of OTHER_LANGUAGES) {
          const own = firstPartChunk(bundle, language);
          if (!own) continue;
          const source = String(page.source)
            .replace(`href="/${english}"`, `href="/${own}"`)
            .replace(withoutScriptNote(catalogDir, DEFAULT_LANGUAGE), () =>
              withoutScriptNote(catalogDir, language),
            )
            .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
          this.emitFile({ type: "asset", fileName: pageOf(language), source });
        }
      },
    },
  };
}
