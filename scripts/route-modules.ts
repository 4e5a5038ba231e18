import path from "node:path";
import { parseSync } from "oxc-parser";

/**
 * The pages web/src/app/routes.tsx loads on demand, read from its syntax tree: the catalog tests
 * (scripts/catalog-parts.test.ts) and the first-load budget (scripts/first-load-budget.test.ts) ask which
 * modules are a customer's pages and which the admin's.
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
