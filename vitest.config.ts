import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  test: {
    include: [
      "contract/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "web/src/**/*.test.{ts,tsx}",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
