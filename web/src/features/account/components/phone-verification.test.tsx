import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, refuse, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { PhoneVerification } from "./phone-verification.tsx";

const checked = () => sentTo("POST /api/verify/check");

beforeEach(() => {
  server.use(
    answer("POST /api/verify/send", () => ({ success: true as const, resendAfter: 60 })),
    // Every code is wrong here.
    refuse("POST /api/verify/check", 400, "invalidVerificationCode"),
  );
});

describe("verifying the phone", () => {
  test("letters are dropped and fewer than four digits send nothing", async () => {
    const member = aMember({ phone: "612-555-0142", phoneVerified: false });
    const { user } = await renderScreen(<PhoneVerification user={member} />, { language: "so" });
    await user.click(screen.getByRole("button", { name: so.profile.phone.send }));
    const box = await screen.findByRole("textbox", { name: so.profile.phone.codeLabel });
    await user.type(box, "1a2b3{Enter}");
    expect((box as HTMLInputElement).value).toBe("123");
    expect(
      (screen.getByRole("button", { name: so.profile.phone.verify }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(checked()).toEqual([]);
  });

  test("a wrong code is said at the field and stays there to be corrected", async () => {
    const member = aMember({ phone: "612-555-0142", phoneVerified: false });
    const { user } = await renderScreen(<PhoneVerification user={member} />);
    await user.click(screen.getByRole("button", { name: en.profile.phone.send }));
    const box = await screen.findByRole("textbox", { name: en.profile.phone.codeLabel });
    await user.type(box, "123456");
    await user.click(screen.getByRole("button", { name: en.profile.phone.verify }));
    expect(await screen.findByText(en.errors.invalidVerificationCode)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect((box as HTMLInputElement).value).toBe("123456");
    expect(checked()).toEqual([{ phoneNumber: "612-555-0142", code: "123456" }]);

    await user.type(box, "{Backspace}");
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("false"));
  });
});
