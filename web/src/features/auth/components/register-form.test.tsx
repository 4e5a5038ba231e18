import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { RegisterForm } from "./register-form.tsx";

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe("the registration form", () => {
  test("passwords that differ are said at once and hold the button", async () => {
    const { user } = await renderScreen(<RegisterForm onRegistered={() => {}} />);
    await user.type(field(en.fields.password), "correct horse battery");
    await user.type(field(en.fields.confirmPassword), "correct horse");
    expect(await screen.findByText(en.errors.passwordsDoNotMatch)).toBeTruthy();
    expect((screen.getByRole("button", { name: en.auth.createAccount }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  test("an account is made from what was typed, without the repeated password", async () => {
    server.use(answer("POST /api/register", () => aMember({ username: "hodan2" })));
    const onRegistered = vi.fn();
    const { user } = await renderScreen(<RegisterForm onRegistered={onRegistered} />);
    await user.type(field(en.fields.username), "hodan2");
    await user.type(field(en.fields.password), "correct horse battery");
    await user.type(field(en.fields.confirmPassword), "correct horse battery");
    await user.click(screen.getByRole("checkbox", { name: en.auth.subscribeNewsletter }));
    await user.click(screen.getByRole("button", { name: en.auth.createAccount }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sentTo("POST /api/register")).toMatchObject([
      { username: "hodan2", password: "correct horse battery" },
    ]);
    expect(sentTo("POST /api/register")[0]).not.toHaveProperty("confirmPassword");
  });
});
