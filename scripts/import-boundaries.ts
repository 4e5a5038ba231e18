import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";

/**
 * The import rules of the feature folders, on both sides: shared code imports no feature, a feature
 * reaches another only through its `public.ts` (or, from staff code, its `admin/public.ts`), and no features
 * import each other in a circle. Paths are repository-relative with forward slashes.
 */
export interface BoundaryRules {
  /** Folders whose subfolders are features (`server/features` holds `server/features/orders`, …). */
  featureRoots: string[];
  /** Folders that must import no feature. */
  shared: string[];
}

/** Each file and the specifiers it imports or re-exports from. */
export type ImportMap = Record<string, string[]>;

const aliases: Record<string, string> = { "@contract/": "contract/", "@web/": "web/src/" };

/** Where a specifier points, repository-relative; undefined for a package. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  for (const [alias, folder] of Object.entries(aliases))
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  if (!specifier.startsWith(".")) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

const inside = (file: string, folder: string) => file.startsWith(`${folder}/`);

/** The feature folder a file belongs to, if any. */
export function featureOf(file: string, rules: BoundaryRules): string | undefined {
  for (const root of rules.featureRoots) {
    if (!inside(file, root)) continue;
    const [name, ...rest] = file.slice(root.length + 1).split("/");
    return rest.length ? `${root}/${name}` : undefined;
  }
  return undefined;
}

/** Whether a file is in its feature's `admin/` folder: the staff screens of that feature. */
const inStaffPart = (file: string, feature: string) => file.startsWith(`${feature}/admin/`);

/** A feature's public file: `public.ts` for everyone, `admin/public.ts` for staff code only. */
const isPublicFile = (file: string, feature: string) =>
  /^(admin\/)?public(\.tsx?)?$/.test(file.slice(feature.length + 1));

/** Staff code: the admin panel's feature and every feature's `admin/` folder. */
const isStaffCode = (file: string, feature: string) =>
  feature.endsWith("/admin") || inStaffPart(file, feature);

/** Every broken rule, one line each. */
export function findViolations(imports: ImportMap, rules: BoundaryRules): string[] {
  const violations: string[] = [];
  const featureEdges = new Map<string, Set<string>>();
  for (const [from, specifiers] of Object.entries(imports)) {
    const fromFeature = featureOf(from, rules);
    const isShared = rules.shared.some((folder) => inside(from, folder));
    for (const specifier of specifiers) {
      const to = resolveSpecifier(from, specifier);
      const toFeature = to && featureOf(to, rules);
      const sameFeature = toFeature === fromFeature;
      if (!to || !toFeature || (sameFeature && !inStaffPart(to, toFeature))) continue;
      if (isShared) violations.push(`shared code imports a feature: ${from} -> ${to}`);
      if (!fromFeature) continue;
      if (!sameFeature && !isPublicFile(to, toFeature))
        violations.push(`feature internals imported: ${from} -> ${to}`);
      // A customer's page that reached a staff screen would download it and the admin's catalog sections,
      // even one of its own feature (a public.ts re-exporting a panel).
      else if (inStaffPart(to, toFeature) && !isStaffCode(from, fromFeature))
        violations.push(`staff screens imported by customer code: ${from} -> ${to}`);
      if (sameFeature) continue;
      const edges = featureEdges.get(fromFeature) ?? new Set<string>();
      featureEdges.set(fromFeature, edges.add(toFeature));
    }
  }
  for (const cycle of featureCycles(featureEdges))
    violations.push(`features in a cycle: ${cycle.join(" -> ")}`);
  return violations;
}

/** One cycle through each group of features that reach one another (Tarjan's strongly connected components). */
export function featureCycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) cycles.push(cycleWithin(new Set(group), node, edges));
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A path from `start` back to itself that stays inside the group (breadth first, so the shortest). */
function cycleWithin(group: Set<string>, start: string, edges: Map<string, Set<string>>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of edges.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const route = [node];
        while (route[0] !== start) route.unshift(cameFrom.get(route[0]!)!);
        return [...route, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** The specifiers a source file imports, re-exports from or loads dynamically with a literal path. */
export function importsOf(fileName: string, source: string): string[] {
  const { module } = parseSync(fileName, source);
  const dynamic = module.dynamicImports.map(({ moduleRequest }) =>
    source.slice(moduleRequest.start, moduleRequest.end),
  );
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((e) => e.moduleRequest?.value ?? [])),
    ...dynamic.flatMap((text) => /^(["'`])([^"'`$]*)\1$/.exec(text)?.[2] ?? []),
  ];
}

/**
 * The imports of every source file under `folders` of the repository at `root`. Test files are left out: a
 * test may reach into what it tests and borrow another feature's test kit; the rules are about shipped code.
 */
export function collectImports(root: string, folders: string[]): ImportMap {
  const imports: ImportMap = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        imports[file] = importsOf(file, readFileSync(path.join(root, file), "utf8"));
    }
  };
  for (const folder of folders) walk(folder);
  return imports;
}
