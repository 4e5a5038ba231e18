import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogParts } from "./scripts/catalog-parts.ts";
import { pageScripts } from "./scripts/page-scripts.ts";
import { precompress } from "./scripts/precompress.ts";

const shared = {
  root: "web",
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
};

/**
 * The server's renderer of the public pages (web/src/entry-server.tsx, `vite build --ssr`): one module with
 * everything it imports, React included, so the server runs it without the build tools installed.
 */
const serverRenderer = defineConfig({
  ...shared,
  publicDir: false,
  plugins: [react(), catalogParts(fileURLToPath(new URL("./i18n", import.meta.url)))],
  ssr: { noExternal: true },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "../dist/server",
    emptyOutDir: true,
    ssr: "src/entry-server.tsx",
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const browserApp = defineConfig({
  ...shared,
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    catalogParts(fileURLToPath(new URL("./i18n", import.meta.url))),
    pageScripts(fileURLToPath(new URL(".", import.meta.url))),
    precompress(),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Which chunk holds which page: the first-load budget counts a page's own chunk from it
    // (scripts/first-load-budget.test.ts).
    manifest: true,
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
        // their own.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"], priority: 1 }] },
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browserApp));
