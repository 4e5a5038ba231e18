import { readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";
import type { Plugin, Rollup } from "vite";
import { ROUTE_PAGES_FILE, type RoutePages } from "../server/lib/route-pages.ts";

/**
 * A page of its own chunk (the menu, the cart, an order's tracking page) starts loading only once the app's
 * script has run and asked for it: on a phone, one more round trip after the longest task of the first load.
 * So the build writes, for each such route of web/src/app/routes.tsx and each language, a copy of the app's
 * page that also preloads the scripts that page needs (its chunk, the chunks that chunk imports, and the
 * reader's later catalog parts when the page reads them), after the app's own script and styles so they never
 * wait behind them; the server sends it for that route (server/lib/route-pages.ts).
 */

/** A route with a page loaded on demand, as routes.tsx declares it. */
export interface LazyRoute {
  path: string;
  /** The page's modules, repository-relative. */
  modules: string[];
  /** "full" pages also read the rest of the catalog, "admin" pages the admin's part too (routes.tsx `page`). */
  catalog: "first" | "full" | "admin";
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The routes of a routes.tsx source whose `Component` imports its page: `{ path: "/x", Component: page(() =>
 * import("…")) }`, and `["/a", "/b"].map((path) => ({ path, Component: … }))` for pages with several paths.
 */
export function lazyRoutes(source: string, file: string): LazyRoute[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  // The route objects built by `[…paths].map((path) => ({ path, … }))`, with their paths.
  const mappedPaths = new Map<Node, string[]>();
  visit(program as unknown as Node, (node) => {
    const callee = node.callee as (Node & { property?: Node & { name?: string } }) | undefined;
    const list = callee?.object as (Node & { elements?: Node[] }) | undefined;
    const mapper = (node.arguments as Node[] | undefined)?.[0];
    if (
      node.type !== "CallExpression" ||
      callee?.property?.name !== "map" ||
      list?.type !== "ArrayExpression"
    )
      return;
    const paths = list.elements?.map((element) => (element as Node & { value?: unknown }).value);
    if (!paths?.every((value) => typeof value === "string")) return;
    visit(mapper, (inner) => {
      if (inner.type === "ObjectExpression") mappedPaths.set(inner, paths as string[]);
    });
  });
  const routes: LazyRoute[] = [];
  visit(program as unknown as Node, (node) => {
    if (node.type !== "ObjectExpression") return;
    const properties = node.properties as Node[];
    const property = (name: string) =>
      properties.find((p) => p.type === "Property" && (p.key as Node & { name?: string }).name === name);
    const pathValue = property("path")?.value as (Node & { value?: unknown }) | undefined;
    const paths =
      typeof pathValue?.value === "string"
        ? [pathValue.value]
        : pathValue?.type === "Identifier"
          ? (mappedPaths.get(node) ?? [])
          : [];
    const component = property("Component")?.value as Node | undefined;
    if (!paths.length || !component) return;
    const modules: string[] = [];
    let catalog: LazyRoute["catalog"] = "full";
    visit(component, (inner) => {
      if (inner.type === "ImportExpression") {
        const specifier = (inner.source as Node & { value?: unknown }).value;
        if (typeof specifier === "string")
          modules.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      }
      const callee = inner.callee as (Node & { name?: string }) | undefined;
      if (inner.type === "CallExpression" && callee?.name === "page") {
        const second = (inner.arguments as Node[])[1] as (Node & { value?: unknown }) | undefined;
        if (second?.value === "first" || second?.value === "admin") catalog = second.value;
      }
    });
    if (modules.length) for (const routePath of paths) routes.push({ path: routePath, modules, catalog });
  });
  return routes;
}

function visit(node: unknown, enter: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, enter);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  enter(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== "parent") visit(value, enter);
}

/** The scripts a route's page needs beyond the app's own (the entry and its imports). */
export interface RoutePreloads {
  routes: Array<{ path: string; files: string[]; catalog: LazyRoute["catalog"] }>;
  /** Each language's later catalog parts: "full" pages read the rest, "admin" pages the admin's part too. */
  catalogs: Record<string, { rest?: string; admin?: string }>;
}

/** The chunks a route's page needs beyond what the page itself loads (the entry and its imports). */
export function preloadsOf(
  bundle: Rollup.OutputBundle,
  routes: LazyRoute[],
  root: string,
  catalogModule: (language: string, part: "rest" | "admin") => string,
  languages: readonly string[],
): RoutePreloads {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const inPage = new Set<string>();
  const addWithImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, inPage);

  // The chunk a module is the entry of, else the one it was grouped into (vite.config.ts `codeSplitting`).
  const chunkOf = (module: string) =>
    (
      chunks.find((chunk) => chunk.facadeModuleId === module) ??
      chunks.find((chunk) => chunk.moduleIds.includes(module))
    )?.fileName;
  const catalogs: RoutePreloads["catalogs"] = {};
  for (const language of languages) {
    const href = (part: "rest" | "admin") => {
      const file = chunkOf(catalogModule(language, part));
      return file ? `/${file}` : undefined;
    };
    catalogs[language] = { rest: href("rest"), admin: href("admin") };
  }
  return {
    routes: routes.map((route) => {
      const files = new Set<string>();
      for (const module of route.modules) {
        const file = chunkOf(path.join(root, module));
        if (!file) throw new Error(`route ${route.path}: no chunk holds ${module}`);
        addWithImports(file, files);
      }
      return {
        path: route.path,
        files: [...files].filter((file) => !inPage.has(file)).map((file) => `/${file}`),
        catalog: route.catalog,
      };
    }),
    catalogs,
  };
}

/** A route's file name: "/track/:orderId" → "track-orderId". */
const slug = (routePath: string) => routePath.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * Each route's page in each language: the language's app page (`pages`, by language) with the route's preloads
 * added at the end of its head, and the list the server reads.
 */
export function routePages(
  preloads: RoutePreloads,
  pages: Record<string, string>,
): { files: Array<{ fileName: string; source: string }>; list: RoutePages } {
  const files: Array<{ fileName: string; source: string }> = [];
  const list: RoutePages = { routes: [] };
  for (const route of preloads.routes) {
    const routeFiles: Record<string, string> = {};
    for (const [language, page] of Object.entries(pages)) {
      const parts = preloads.catalogs[language] ?? {};
      const catalog =
        route.catalog === "full" ? [parts.rest] : route.catalog === "admin" ? [parts.rest, parts.admin] : [];
      const hrefs = [...route.files, ...catalog.filter((href) => href !== undefined)];
      if (!hrefs.length) continue;
      const tags = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("");
      if (!page.includes("</head>")) throw new Error("the app's page has no </head>");
      const fileName = `routes/${slug(route.path)}.${language}.html`;
      files.push({ fileName, source: page.replace("</head>", `${tags}</head>`) });
      routeFiles[language] = fileName;
    }
    if (Object.keys(routeFiles).length) list.routes.push({ path: route.path, pages: routeFiles });
  }
  return { files, list };
}

/**
 * Writes each lazy route's pages and `route-pages.json` beside the app's pages, from `routesFile`
 * (repository-relative). `pageOf` names each language's app page in the bundle (catalog-parts writes one per
 * language), so this plugin must come after the one that writes them.
 */
export function routePreloads(options: {
  root: string;
  routesFile: string;
  languages: readonly string[];
  pageOf: (language: string) => string;
  catalogModule: (language: string, part: "rest" | "admin") => string;
}): Plugin {
  return {
    name: "somali-sips:route-preloads",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_output, bundle) {
        const source = readFileSync(path.join(options.root, options.routesFile), "utf8");
        const preloads = preloadsOf(
          bundle,
          lazyRoutes(source, options.routesFile),
          options.root,
          options.catalogModule,
          options.languages,
        );
        const pages: Record<string, string> = {};
        for (const language of options.languages) {
          const page = bundle[options.pageOf(language)];
          if (page?.type !== "asset") throw new Error(`the build has no page ${options.pageOf(language)}`);
          pages[language] = String(page.source);
        }
        const { files, list } = routePages(preloads, pages);
        for (const file of files) this.emitFile({ type: "asset", ...file });
        this.emitFile({ type: "asset", fileName: ROUTE_PAGES_FILE, source: JSON.stringify(list) });
      },
    },
  };
}
