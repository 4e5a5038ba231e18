import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { DonationSettingsCard } from "./donation-settings-card.tsx";

const sent = () => sentTo("PATCH /api/admin/donation-settings");

beforeEach(() => {
  server.use(
    answer("GET /api/donation-settings", () => ({ mosqueName: "Masjid Abubakar As-Saddique" })),
    answer("PATCH /api/admin/donation-settings", ({ body }) => ({
      mosqueName: (body as { mosqueName: string }).mosqueName,
      message: "Saved",
    })),
  );
});

describe("the mosque donations are collected for", () => {
  test("a name too short is explained at its field in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<DonationSettingsCard />, { language: "so" });
    const name = await screen.findByRole("textbox", { name: so.adminSettings.donations.mosqueName });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe("Masjid Abubakar As-Saddique"));
    await user.clear(name);
    await user.type(name, "M");
    await user.click(screen.getByRole("button", { name: so.adminSettings.donations.save }));

    expect(await screen.findByText(so.errors.mosqueNameTooShort)).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(sent()).toEqual([]);
  });

  test("a new name is saved as typed, trimmed by the contract's rule", async () => {
    const { user } = await renderScreen(<DonationSettingsCard />);
    const name = await screen.findByRole("textbox", { name: en.adminSettings.donations.mosqueName });
    await waitFor(() => expect((name as HTMLInputElement).value).not.toBe(""));
    await user.clear(name);
    await user.type(name, "  Masjid An-Nur ");
    await user.click(screen.getByRole("button", { name: en.adminSettings.donations.save }));
    await waitFor(() => expect(sent()).toEqual([{ mosqueName: "Masjid An-Nur" }]));
    expect(await screen.findByText("Saved")).toBeTruthy();
  });
});
