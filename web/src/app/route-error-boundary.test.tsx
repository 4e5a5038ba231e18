import { screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { afterPageHydrated, PageHydrated } from "../lib/first-content.ts";
import { renderScreen } from "../testing/render.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

function Failing(): never {
  throw new Error("the page broke");
}

afterEach(() => vi.restoreAllMocks());

test("what waits for the page to hydrate still runs when the page throws and its error page shows", async () => {
  // React reports the error it caught; the test expects it.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const waited = vi.fn();
  afterPageHydrated(waited);
  await renderScreen(
    <RouteErrorBoundary locationKey="first">
      <Failing />
      <PageHydrated />
    </RouteErrorBoundary>,
  );
  expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  expect(waited).toHaveBeenCalledTimes(1);
});

test("it runs once, after the page itself, when the page renders", async () => {
  const waited = vi.fn();
  afterPageHydrated(waited);
  await renderScreen(
    <RouteErrorBoundary locationKey="first">
      <h1>Menu</h1>
      <PageHydrated />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole("heading", { name: "Menu" })).toBeTruthy();
  expect(waited).toHaveBeenCalledTimes(1);
});
