import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { PAGE_SCRIPTS_FILE, type PageScripts } from "../server/features/web-pages/hydration-scripts.ts";
import { lazyRoutes } from "./route-modules.ts";

/**
 * For every page web/src/app/routes.tsx loads on demand, a tiny module that imports the page's chunks and the
 * app's entry statically (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md): a server-rendered page
 * names it instead of the entry, so the browser has the page's code in before the entry runs, and the entry
 * hydrates at once, never waiting for the route's chunk. A file, not an inline script: the pages' CSP allows
 * scripts from the shop only.
 */
export function pageScripts(repositoryRoot: string): Plugin {
  const routesFile = "web/src/app/routes.tsx";
  return {
    name: "somali-sips:page-scripts",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
      );
      const source = readFileSync(path.join(repositoryRoot, routesFile), "utf8");
      const scripts: PageScripts = {};
      for (const route of lazyRoutes(source, routesFile)) {
        const own = route.modules.map((module) => {
          const chunk = byModule.get(path.join(repositoryRoot, module));
          if (!chunk) throw new Error(`the build has no chunk for ${module}`);
          return chunk.fileName;
        });
        const code = [...own, entry.fileName]
          .map((file) => `import"./${path.posix.basename(file)}";`)
          .join("");
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
        const fileName = `assets/page-${path.posix.basename(own[0]!, ".js").replace(/-[\w-]{8}$/, "")}-${hash}.js`;
        this.emitFile({ type: "asset", fileName, source: code });
        // The app's entry first: the page's module imports it, and would otherwise find it only once it is in.
        scripts[route.path] = {
          entry: fileName,
          preloads: [entry.fileName, ...staticClosure(bundle, own, entry.fileName)],
        };
      }
      this.emitFile({ type: "asset", fileName: PAGE_SCRIPTS_FILE, source: JSON.stringify(scripts) });
    },
  };
}

/** The chunks `files` import statically, them included, the app's entry (already in the page) left out. */
function staticClosure(bundle: OutputBundle, files: string[], entry: string): string[] {
  const seen = new Set<string>();
  const add = (file: string) => {
    if (seen.has(file) || file === entry) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === "chunk") for (const imported of chunk.imports) add(imported);
  };
  for (const file of files) add(file);
  return [...seen];
}
