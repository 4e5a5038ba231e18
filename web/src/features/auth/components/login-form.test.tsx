import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, refuse, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { LoginForm } from "./login-form.tsx";

async function signIn(username: string, password: string) {
  const onSignedIn = vi.fn();
  const { user } = await renderScreen(<LoginForm onSignedIn={onSignedIn} />);
  await user.type(screen.getByLabelText(en.fields.username), username);
  await user.type(screen.getByLabelText(en.fields.password), password);
  await user.click(screen.getByRole("button", { name: en.auth.signIn }));
  return { onSignedIn, user };
}

describe("the sign-in form", () => {
  test("a username of spaces is refused at its field, and nothing is sent", async () => {
    await signIn("   ", "secret");
    expect(await screen.findByText(en.errors.usernameRequired)).toBeTruthy();
    expect(screen.getByLabelText(en.fields.username).getAttribute("aria-invalid")).toBe("true");
    expect(sentTo("POST /api/login")).toEqual([]);
  });

  test("the member is signed in with what was typed", async () => {
    server.use(answer("POST /api/login", () => aMember()));
    const { onSignedIn } = await signIn("hodan", "correct horse");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sentTo("POST /api/login")).toEqual([{ username: "hodan", password: "correct horse" }]);
  });

  test("wrong credentials are said with the server's reason", async () => {
    server.use(refuse("POST /api/login", 401, "invalidCredentials"));
    const { onSignedIn } = await signIn("hodan", "wrong");
    expect(await screen.findByText(en.auth.loginFailed)).toBeTruthy();
    expect(screen.getByTestId("login-error").textContent).toBe(en.errors.invalidCredentials);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test("the refusal stays in the form until the reader types again", async () => {
    server.use(refuse("POST /api/login", 401, "invalidCredentials"));
    const { user } = await signIn("hodan", "wrong");
    expect((await screen.findByTestId("login-error")).textContent).toBe(en.errors.invalidCredentials);
    await user.type(screen.getByLabelText(en.fields.password), "x");
    await waitFor(() => expect(screen.queryByTestId("login-error")).toBeNull());
  });
});
