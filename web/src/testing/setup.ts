import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { loadFullCatalog, loadLanguage } from "../i18n/index.ts";
import { server } from "./server.ts";

// A request no test answered fails the test that made it, rather than reaching for a network that is not there.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // Every part of both catalogs, so that a screen reads the same texts in a test as it does in the shop.
  await loadFullCatalog("admin");
  await loadLanguage("so");
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
