// `npm run docs:api`: writes docs/api.md from the OpenAPI document the server builds from its routes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { OPENAPI_PATH } from "../server/lib/openapi.ts";
import { type OpenApiDocument, renderApiDoc } from "./api-doc.ts";

const database = openDatabase({});
await database.migrate();
const app = await buildApp({
  db: database.db,
  sessionSecret: "docs-api-docs-api-docs-api-docs-api",
  logLevel: "warn",
});
try {
  const document = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json() as OpenApiDocument;
  const file = path.resolve(import.meta.dirname, "../docs/api.md");
  writeFileSync(file, renderApiDoc(document));
  console.log(`wrote ${path.relative(process.cwd(), file)}: ${Object.keys(document.paths).length} paths`);
} finally {
  await app.close();
  await database.close();
}
