import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { CodeForm } from "./code-form.tsx";
import { PasswordStep } from "./password-step.tsx";

const sent = () => sentTo("POST /api/2fa/disable");

beforeEach(() => {
  server.use(answer("POST /api/2fa/disable", () => ({ success: true as const })));
});

describe("the 2FA code", () => {
  test("six characters that are not six digits are explained at the field, and nothing is sent", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderScreen(<CodeForm pending={false} onSubmit={onSubmit} />, { language: "so" });
    const verify = screen.getByRole("button", { name: so.twoFactor.verify });
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByRole("textbox", { name: so.twoFactor.codeLabel });
    await user.type(box, "12345a");
    await user.click(verify);
    expect(await screen.findByText(so.errors.twoFactorInvalidToken)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("a recovery code is taken where one is accepted, with Enter", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderScreen(<CodeForm acceptsRecoveryCode pending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: en.twoFactor.codeLabel }), "k7m2p-9xq4t{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("k7m2p-9xq4t"));
  });
});

describe("turning 2FA off", () => {
  test("no password is 'Password required' at the field, and nothing is sent", async () => {
    const { user } = await renderScreen(<PasswordStep onDisabled={() => {}} />);
    await user.click(screen.getByRole("button", { name: en.twoFactor.disableButton }));
    expect(await screen.findByText(en.errors.twoFactorPasswordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(en.fields.password));
    expect(sent()).toEqual([]);
  });

  test("the password is sent, and the step moves on", async () => {
    const onDisabled = vi.fn();
    const { user } = await renderScreen(<PasswordStep onDisabled={onDisabled} />);
    await user.type(screen.getByLabelText(en.fields.password), "correct horse");
    await user.click(screen.getByRole("button", { name: en.twoFactor.disableButton }));
    await waitFor(() => expect(onDisabled).toHaveBeenCalled());
    expect(sent()).toEqual([{ password: "correct horse" }]);
  });
});
