import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { renderScreen } from "../../../testing/render.tsx";
import { FooterNewsletter } from "./footer-newsletter.tsx";

describe("the footer's newsletter", () => {
  test("invites a guest, or a member who has not asked for it, to join", async () => {
    await renderScreen(<FooterNewsletter />);
    expect(await screen.findByRole("textbox", { name: en.newsletter.form.compactTitle })).toBeTruthy();
  });

  test("tells a member who asked for it where to change that, in Somali too, instead of inviting them", async () => {
    await renderScreen(<FooterNewsletter memberSubscribed />, { language: "so" });
    const change = await screen.findByRole("link", { name: so.newsletter.form.memberChange });
    expect(change.getAttribute("href")).toBe("/profile?tab=preferences");
    expect(screen.getByRole("heading", { name: so.newsletter.form.memberTitle })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
