import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogModuleId, catalogParts, LANGUAGES, pageOf } from "./scripts/catalog-parts.ts";
import { pageFamilyChunks } from "./scripts/page-chunks.ts";
import { precompress } from "./scripts/precompress.ts";
import { routePreloads } from "./scripts/route-preloads.ts";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    catalogParts(fileURLToPath(new URL("./i18n", import.meta.url))),
    routePreloads({
      root: fileURLToPath(new URL(".", import.meta.url)),
      routesFile: "web/src/app/routes.tsx",
      languages: LANGUAGES,
      pageOf,
      catalogModule: catalogModuleId,
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Feature and contract modules only declare (no top-level statements run for their effect), so one that
      // is imported through a feature's public.ts but not used stays out of the chunk that imports it: the
      // checkout's time picker and an order's lines are not in the first load.
      treeshake: {
        moduleSideEffects: (id: string) => !/\/(web\/src\/features|contract)\/.*\.tsx?$/.test(id),
      },
      output: {
        // Everything the first load runs in one script rather than a dozen small shared chunks: each request
        // costs a phone its headers and a round trip (docs/architecture.md#budgets). Lazy pages keep chunks of
        // their own, those of the pages a phone opens first grouped by family.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 1 },
            // The pages a phone opens first take their code in one chunk per family (scripts/page-chunks.ts).
            {
              name: pageFamilyChunks(
                {
                  menu: /\/menu\/menu-page\.tsx$/,
                  order: /\/(checkout\/cart-page|orders\/track-page)\.tsx$/,
                },
                fileURLToPath(new URL("./web/src", import.meta.url)),
              ),
              debugName: "page families",
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:5000",
      "/auth/google": "http://localhost:5000",
      "/ws": { target: "ws://localhost:5000", ws: true },
    },
  },
});
