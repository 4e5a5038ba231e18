import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

const texts = en.security.password;
const sent = () => sentTo("POST /api/user/password");

describe("changing the password", () => {
  test("without the current one nothing is sent", async () => {
    const { user } = await renderScreen(<ChangePasswordForm user={aMember()} />);
    await user.type(screen.getByLabelText(texts.new), "a much longer secret");
    await user.type(screen.getByLabelText(en.fields.confirmPassword), "a much longer secret");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(texts.current).getAttribute("aria-invalid")).toBe("true"),
    );
    expect(sent()).toEqual([]);
  });

  test("the current and the new one are sent, the repeat is not", async () => {
    server.use(answer("POST /api/user/password", () => ({ success: true as const, message: "Changed" })));
    const { user } = await renderScreen(<ChangePasswordForm user={aMember()} />);
    await user.type(screen.getByLabelText(texts.current), "the old secret");
    await user.type(screen.getByLabelText(texts.new), "a much longer secret");
    await user.type(screen.getByLabelText(en.fields.confirmPassword), "a much longer secret");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    await waitFor(() =>
      expect(sent()).toEqual([{ currentPassword: "the old secret", newPassword: "a much longer secret" }]),
    );
    expect(await screen.findByText(texts.changed)).toBeTruthy();
  });

  test("a member without a password sets one without the current", async () => {
    server.use(answer("POST /api/user/password", () => ({ success: true as const, message: "Set" })));
    const { user } = await renderScreen(<ChangePasswordForm user={aMember({ hasPassword: false })} />);
    expect(screen.queryByLabelText(texts.current)).toBeNull();
    await user.type(screen.getByLabelText(texts.new), "a much longer secret");
    await user.type(screen.getByLabelText(en.fields.confirmPassword), "a much longer secret");
    await user.click(screen.getByRole("button", { name: texts.setSubmit }));
    await waitFor(() => expect(sent()).toEqual([{ newPassword: "a much longer secret" }]));
  });
});
