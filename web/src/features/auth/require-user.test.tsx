import type { Role } from "@contract/permissions.ts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { expect, test } from "vitest";
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
});

test("a signed-out visitor is sent to sign in", async () => {
  server.use(signedInAs(null));
  await renderScreen(pages, { path: "/newsletter-analytics" });
  expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
});
