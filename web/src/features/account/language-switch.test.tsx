import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, refuse, sentTo } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { aMember, signedInAs } from "../../testing/users.ts";
import { userQueries, useUser } from "../auth/public.ts";
import { EmptyCart } from "../checkout/components/empty-cart.tsx";
import { LanguageMenu } from "./components/language-menu.tsx";
import { PreferencesForm } from "./components/preferences-form.tsx";

/** The header's language menu beside a page's text; the header reads who is signed in, as the app's does. */
function PageWithMenu() {
  useUser();
  return (
    <>
      <LanguageMenu />
      <EmptyCart />
    </>
  );
}

async function chooseSomali(user: Awaited<ReturnType<typeof renderScreen>>["user"]) {
  await user.click(screen.getByRole("button", { name: "Language: EN" }));
  await user.click(await screen.findByRole("menuitemradio", { name: so.language.names.so }));
}

/** The session's member has been read: the switch saves the choice only for a member it knows of. */
async function memberKnown(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryData(userQueries.current().queryKey)).toBeTruthy());
}

/** What the switch saved on the member's account. */
const saved = () => sentTo("PATCH /api/user/preferences");

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's browser forgets the choice it remembered.
  document.cookie = "language=; path=/; max-age=0";
});

describe("the language switch", () => {
  test("a guest's page switches to Somali at once, and the browser remembers it", async () => {
    server.use(signedInAs(null));
    const { user } = await renderScreen(<PageWithMenu />);
    expect(screen.getByRole("heading", { name: en.cart.empty })).toBeTruthy();

    await chooseSomali(user);
    expect(await screen.findByRole("heading", { name: so.cart.empty })).toBeTruthy();
    expect(screen.getByRole("link", { name: so.cart.browseMenu })).toBeTruthy();
    expect(screen.getByRole("button", { name: so.language.button.replace("{{code}}", "SO") })).toBeTruthy();
    expect(document.documentElement.lang).toBe("so");
    expect(localStorage.getItem("language")).toBe("so");
    expect(document.cookie).toContain("language=so");
  });

  test("a member's choice is saved on their account too", async () => {
    server.use(
      signedInAs(aMember()),
      answer("PATCH /api/user/preferences", () => aMember({ languagePreference: "so" })),
    );
    const { user, queryClient } = await renderScreen(<PageWithMenu />);
    await memberKnown(queryClient);
    await chooseSomali(user);
    await waitFor(() => expect(saved()).toEqual([{ languagePreference: "so" }]));
    expect(screen.getByRole("heading", { name: so.cart.empty })).toBeTruthy();
  });

  test("a save the server refuses keeps the page in Somali and says so in Somali", async () => {
    server.use(signedInAs(aMember()), refuse("PATCH /api/user/preferences", 500, "generic"));
    const { user, queryClient } = await renderScreen(<PageWithMenu />);
    await memberKnown(queryClient);
    await chooseSomali(user);
    expect(await screen.findByText(so.language.saveFailed)).toBeTruthy();
    expect(screen.getByRole("heading", { name: so.cart.empty })).toBeTruthy();
  });

  test("the profile's preferences choose the language as they are saved", async () => {
    server.use(
      signedInAs(aMember()),
      answer("PATCH /api/user/preferences", () => aMember({ languagePreference: "so" })),
    );
    const { user } = await renderScreen(<PreferencesForm user={aMember()} />);
    const choice = screen.getByRole("combobox", { name: en.fields.languagePreference });
    await user.selectOptions(choice, "so");
    // Nothing changes before the form is saved.
    expect(document.documentElement.lang).toBe("en");
    await user.click(screen.getByRole("button", { name: en.common.save }));
    await waitFor(() =>
      expect(saved()[0]).toMatchObject({ languagePreference: "so", receiveOrderUpdates: true }),
    );
    expect(await screen.findByText(en.profile.preferencesSaved)).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe("so"));
    expect(within(document.body).getByRole("button", { name: so.common.save })).toBeTruthy();
    // The form's own save carried the language: switching to it sends no second one.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(saved()).toHaveLength(1);
  });
});
