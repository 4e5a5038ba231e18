import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { AccountForm } from "./account-form.tsx";

const saved = () => sentTo("PATCH /api/user");

beforeEach(() => {
  server.use(answer("PATCH /api/user", ({ body }) => aMember(body as Parameters<typeof aMember>[0])));
});

describe("the profile form", () => {
  test("a month without a day is refused at the day in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<AccountForm user={aMember()} />, { language: "so" });
    await user.selectOptions(screen.getByRole("combobox", { name: so.fields.birthMonth }), "3");
    await user.click(screen.getByRole("button", { name: so.common.save }));
    const day = screen.getByRole("combobox", { name: so.fields.birthDay });
    expect(await screen.findByText(so.errors.birthdayIncomplete)).toBeTruthy();
    expect(day.getAttribute("aria-invalid")).toBe("true");
    expect(saved()).toEqual([]);
  });

  test("the email's field says what the address is for, the way back in after a forgotten password included", async () => {
    await renderScreen(<AccountForm user={aMember({ email: null })} />, { language: "so" });
    const email = screen.getByRole("textbox", { name: so.fields.email });
    expect(email.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      so.emailVerification.hint,
    );
  });

  test("the name, and the birthday as numbers, are sent as typed", async () => {
    const { user } = await renderScreen(<AccountForm user={aMember({ fullName: null })} />);
    await user.type(screen.getByRole("textbox", { name: en.fields.fullName }), "Hodan Cali");
    await user.selectOptions(screen.getByRole("combobox", { name: en.fields.birthMonth }), "3");
    await user.selectOptions(screen.getByRole("combobox", { name: en.fields.birthDay }), "14");
    await user.click(screen.getByRole("button", { name: en.common.save }));
    await waitFor(() =>
      expect(saved()).toMatchObject([{ fullName: "Hodan Cali", birthMonth: 3, birthDay: 14 }]),
    );
    expect(await screen.findByText(en.profile.saved)).toBeTruthy();
  });
});
