import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll } from "vitest";
import { loadFullCatalog, loadLanguage } from "../i18n/index.ts";
import { forgetSent } from "./answers.ts";
import { server } from "./server.ts";

/** Requests no handler answered during the test: each fails it, rather than reaching for a network not there. */
const unanswered: string[] = [];

// A screen waits for lazy code and answers: on a busy machine that takes longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (request) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  });
  // Every part of both catalogs, so that a screen reads the same texts in a test as it does in the shop.
  await loadFullCatalog("admin");
  await loadLanguage("so");
});

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in its module, which the screen files share (vitest.config.ts): a toast left
  // active would show again in the next test's toaster.
  toast.dismiss();
  server.resetHandlers();
  forgetSent();
  localStorage.clear();
  sessionStorage.clear();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`requests no handler answered: ${missed.join(", ")}`);
});

afterAll(() => server.close());
