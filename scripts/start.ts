// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { existsSync } from "node:fs";
import { buildIsStale, ensureFreshBuild, isBuilt, viteCli } from "./fresh-build.ts";

// After `npm ci --omit=dev` the build tools are absent: serve the web app built before, or say what is missing.
if (buildIsStale()) {
  if (existsSync(viteCli)) await ensureFreshBuild();
  else if (isBuilt()) {
    console.warn(
      "The web app's sources changed since dist/web was built; without the build tools it is served as is.",
    );
  } else {
    console.error(
      "The web app is not built and the build tools are not installed: run `npm ci && npm run build`.",
    );
    process.exit(1);
  }
}
await import("../server/main.ts");
