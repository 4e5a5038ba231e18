import { PASSWORD_RESET_LINK_MINUTES } from "@contract/password-reset.ts";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, refuse, sentTo } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { aMember } from "../../testing/users.ts";
import { userQueries } from "./api/user-queries.ts";
import { LoginForm } from "./components/login-form.tsx";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const LINK = "/reset-password?user=7&expires=1780506000&token=abcdefghijklmnopqrstuvwxyz012345";
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe("the sign-in form", () => {
  test("offers the way back in for a forgotten password", async () => {
    await renderScreen(<LoginForm onSignedIn={() => {}} />);
    expect(screen.getByRole("link", { name: en.passwordReset.forgotLink }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});

describe("forgot password", () => {
  test("sends the address as typed, trimmed and in one case, then says where the link went", async () => {
    server.use(answer("POST /api/auth/forgot-password", () => ({ success: true as const })));
    const { user } = await renderScreen(<ForgotPasswordPage />);
    await user.type(field(en.fields.email), "  Hodan@Example.com ");
    await user.click(screen.getByRole("button", { name: en.passwordReset.send }));

    const note = (await screen.findByText(en.passwordReset.sentTitle)).closest("[role=status]")!;
    expect(note.textContent).toContain(en.passwordReset.sentTitle);
    expect(note.textContent).toContain("hodan@example.com");
    expect(note.textContent).toContain(`${PASSWORD_RESET_LINK_MINUTES}`);
    expect(document.activeElement).toBe(note);
    expect(sentTo("POST /api/auth/forgot-password")).toEqual([{ email: "hodan@example.com" }]);

    await user.click(screen.getByRole("button", { name: en.passwordReset.otherAddress }));
    await waitFor(() => expect(document.activeElement).toBe(field(en.fields.email)));
  });

  test("a malformed address is refused at its field, and nothing is sent", async () => {
    const { user } = await renderScreen(<ForgotPasswordPage />);
    await user.type(field(en.fields.email), "hodan.example.com");
    await user.click(screen.getByRole("button", { name: en.passwordReset.send }));
    expect(await screen.findByText(en.errors.invalidEmail)).toBeTruthy();
    expect(sentTo("POST /api/auth/forgot-password")).toEqual([]);
  });

  test("a refusal (too many asks) is said, and the address stays in its field", async () => {
    server.use(refuse("POST /api/auth/forgot-password", 429, "tooManyRequests"));
    const { user } = await renderScreen(<ForgotPasswordPage />, { language: "so" });
    await user.type(field(so.fields.email), "hodan@example.com");
    await user.click(screen.getByRole("button", { name: so.passwordReset.send }));
    expect((await screen.findByRole("alert")).textContent).toBe(en.errors.tooManyRequests);
    expect((field(so.fields.email) as HTMLInputElement).value).toBe("hodan@example.com");
  });
});

describe("choosing a new password", () => {
  test("posts the link's fields with the new password, then offers sign-in", async () => {
    server.use(answer("POST /api/auth/reset-password", () => ({ success: true as const })));
    const { user } = await renderScreen(<ResetPasswordPage />, { path: LINK });
    await user.type(field(en.security.password.new), "cardamom kettle at noon");
    await user.type(field(en.fields.confirmPassword), "cardamom kettle at noon");
    await user.click(screen.getByRole("button", { name: en.passwordReset.submit }));

    const note = (await screen.findByText(en.passwordReset.done)).closest("[role=status]");
    expect(document.activeElement).toBe(note);
    expect(screen.getByRole("link", { name: en.auth.signIn }).getAttribute("href")).toBe("/login");
    expect(sentTo("POST /api/auth/reset-password")).toEqual([
      {
        user: 7,
        expires: 1780506000,
        token: "abcdefghijklmnopqrstuvwxyz012345",
        newPassword: "cardamom kettle at noon",
      },
    ]);
  });

  test("a browser signed in as that member shows them signed out, and one signed in as another stays", async () => {
    server.use(answer("POST /api/auth/reset-password", () => ({ success: true as const })));
    const signedIn = async (id: number) => {
      const screenOf = await renderScreen(<ResetPasswordPage />, { path: LINK });
      screenOf.queryClient.setQueryData(userQueries.current().queryKey, aMember({ id }));
      await screenOf.user.type(field(en.security.password.new), "cardamom kettle at noon");
      await screenOf.user.type(field(en.fields.confirmPassword), "cardamom kettle at noon");
      await screenOf.user.click(screen.getByRole("button", { name: en.passwordReset.submit }));
      await screen.findByText(en.passwordReset.done);
      return screenOf;
    };
    const same = await signedIn(7);
    expect(same.queryClient.getQueryData(userQueries.current().queryKey)).toBeNull();
    same.unmount();
    const other = await signedIn(8);
    expect(other.queryClient.getQueryData(userQueries.current().queryKey)).toMatchObject({ id: 8 });
  });

  test("passwords that differ, or too short, are said at their fields, and nothing is sent", async () => {
    const { user } = await renderScreen(<ResetPasswordPage />, { path: LINK, language: "so" });
    await user.type(field(so.security.password.new), "short");
    await user.type(field(so.fields.confirmPassword), "shorter");
    await user.click(screen.getByRole("button", { name: so.passwordReset.submit }));
    expect(await screen.findByText(so.errors.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByText(/^Furaha sirta ah waa inuu ahaadaa ugu yaraan/)).toBeTruthy();
    expect(sentTo("POST /api/auth/reset-password")).toEqual([]);
  });

  test("a password the server's rules refuse is said at its field, and the link stays usable", async () => {
    server.use(
      http.post("/api/auth/reset-password", () =>
        HttpResponse.json(
          {
            error: en.errors.passwordContainsUsername,
            code: "passwordContainsUsername",
            errors: [{ path: ["newPassword"], code: "custom", message: en.errors.passwordContainsUsername }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderScreen(<ResetPasswordPage />, { path: LINK });
    await user.type(field(en.security.password.new), "hodan at noon again");
    await user.type(field(en.fields.confirmPassword), "hodan at noon again");
    await user.click(screen.getByRole("button", { name: en.passwordReset.submit }));
    expect(await screen.findByText(en.errors.passwordContainsUsername)).toBeTruthy();
    await waitFor(() => expect(field(en.security.password.new).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("button", { name: en.passwordReset.submit })).toBeTruthy();
  });

  test("a used or expired link says so and leads to asking for a new one", async () => {
    server.use(refuse("POST /api/auth/reset-password", 400, "invalidResetLink"));
    const { user } = await renderScreen(<ResetPasswordPage />, { path: LINK });
    await user.type(field(en.security.password.new), "cardamom kettle at noon");
    await user.type(field(en.fields.confirmPassword), "cardamom kettle at noon");
    await user.click(screen.getByRole("button", { name: en.passwordReset.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(en.errors.invalidResetLink);
    expect(screen.getByRole("link", { name: en.passwordReset.askAgain }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  test("a link cut short in the mail program says so at once, in Somali too", async () => {
    await renderScreen(<ResetPasswordPage />, { path: "/reset-password?user=7", language: "so" });
    expect(screen.getByRole("alert").textContent).toBe(so.errors.invalidResetLink);
    expect(screen.queryByLabelText(new RegExp(`^${so.security.password.new}`))).toBeNull();
    expect(sentTo("POST /api/auth/reset-password")).toEqual([]);
  });
});
