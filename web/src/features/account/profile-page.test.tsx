import { screen } from "@testing-library/react";
import { Link } from "react-router";
import { expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { aMember, signedInAs } from "../../testing/users.ts";
import { ProfilePage } from "./profile-page.tsx";

test("a link may open the profile on a tab of its own, and an unknown tab opens the first", async () => {
  server.use(signedInAs(aMember()));
  const linked = await renderScreen(<ProfilePage />, { path: "/profile?tab=preferences" });
  const preferences = await screen.findByRole("tab", { name: en.profile.tabs.preferences });
  expect(preferences.getAttribute("aria-selected")).toBe("true");
  linked.unmount();

  await renderScreen(<ProfilePage />, { path: "/profile?tab=nothing" });
  const account = await screen.findByRole("tab", { name: en.profile.tabs.account });
  expect(account.getAttribute("aria-selected")).toBe("true");
});

test("a link followed with the profile already open shows its tab", async () => {
  server.use(signedInAs(aMember()));
  const { user } = await renderScreen(
    <>
      <Link to="/profile?tab=preferences">newsletter choice</Link>
      <ProfilePage />
    </>,
    { path: "/profile" },
  );
  const account = await screen.findByRole("tab", { name: en.profile.tabs.account });
  expect(account.getAttribute("aria-selected")).toBe("true");
  await user.click(screen.getByRole("link", { name: "newsletter choice" }));
  const preferences = screen.getByRole("tab", { name: en.profile.tabs.preferences });
  expect(preferences.getAttribute("aria-selected")).toBe("true");
  await user.click(account);
  expect(account.getAttribute("aria-selected")).toBe("true");
});
