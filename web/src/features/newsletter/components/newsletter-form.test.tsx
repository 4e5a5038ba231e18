import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

const sent = () => sentTo("POST /api/newsletter/subscribe");

beforeEach(() => {
  server.use(
    answer("POST /api/newsletter/subscribe", () => ({ success: true as const, message: "Check your inbox" })),
  );
});

describe("the newsletter page's form", () => {
  test("an address that is not one is explained at its field in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<NewsletterForm />, { language: "so" });
    const email = screen.getByRole("textbox", { name: so.newsletter.form.email });
    await user.type(email, "hodan@");
    await user.click(screen.getByRole("button", { name: so.newsletter.form.submit }));
    expect(await screen.findByText(so.errors.invalidEmail)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(sent()).toEqual([]);
  });

  test("a friend's code goes along with the address", async () => {
    const { user } = await renderScreen(<NewsletterForm referralCode="HODAN1" />);
    await user.type(screen.getByRole("textbox", { name: en.newsletter.form.email }), "f@example.com");
    await user.click(screen.getByRole("button", { name: en.newsletter.form.submit }));
    expect(await screen.findByText("Check your inbox")).toBeTruthy();
    await waitFor(() =>
      expect(sent()).toEqual([
        expect.objectContaining({ email: "f@example.com", referralCode: "HODAN1", subscriptionType: "all" }),
      ]),
    );
  });
});
