import type { Role } from "@contract/permissions.ts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { signedInAs } from "../../testing/users.ts";
import { RequireUser } from "./require-user.tsx";

/** A page that is one permission's alone, behind the café's sign-in, and the order board beside it. */
const pages = (
  <Routes>
    <Route element={<RequireUser permission="newsletter" />}>
      <Route path="/newsletter-analytics" element={<h1>Newsletter analytics</h1>} />
    </Route>
    <Route path="/admin/dashboard" element={<h1>Order board</h1>} />
    <Route path="/login" element={<h1>Sign in</h1>} />
  </Routes>
);

test.each([
  ["staff", "Order board"],
  ["manager", "Order board"],
  ["admin", "Newsletter analytics"],
] as const)("a page that needs a permission: %s sees %s", async (role: Role, heading) => {
  server.use(signedInAs(role));
  await renderScreen(pages, { path: "/newsletter-analytics" });
  expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
  // Whoever is sent to the board is told why, so the link does not look broken.
  if (role !== "admin") expect(await screen.findByText(en.routeError.notAllowed)).toBeTruthy();
  else expect(screen.queryByText(en.routeError.notAllowed)).toBeNull();
});

test("in Somali, the account that may not open a page is told so in Somali", async () => {
  server.use(signedInAs("staff"));
  await renderScreen(pages, { path: "/newsletter-analytics", language: "so" });
  expect(await screen.findByText(so.routeError.notAllowed)).toBeTruthy();
});

test("a signed-out visitor is sent to sign in", async () => {
  server.use(signedInAs(null));
  await renderScreen(pages, { path: "/newsletter-analytics" });
  expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
});
