import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { signedInAs } from "../../testing/users.ts";
import { DonatePage } from "./donate-page.tsx";

const sent = () => sentTo("POST /api/donations/checkout");

beforeEach(() => {
  // The forms fill in a signed-in member's name and address: here no one is signed in.
  server.use(
    signedInAs(null),
    answer("GET /api/donation-settings", () => ({ mosqueName: "Masjid Abubakar As-Saddique" })),
    // A fragment: the page "leaves" without the simulated browser loading anything.
    answer("POST /api/donations/checkout", () => ({ url: "#checkout", sessionId: "cs_test_1" })),
  );
});

describe("the donation form", () => {
  test("an own amount under $1 is explained at its field in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<DonatePage />, { language: "so" });
    await user.click(screen.getByRole("radio", { name: so.checkout.customTip }));
    const amount = screen.getByRole("spinbutton", { name: so.donate.customAmount });
    await user.type(amount, "0.5");
    await user.click(screen.getByRole("button", { name: so.donate.donateNow }));
    expect(await screen.findByText(so.errors.donationTooSmall)).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(amount);
    expect(sent()).toEqual([]);
  });

  test("a preset with a name and an address for the receipt is sent as chosen", async () => {
    const { user } = await renderScreen(<DonatePage />);
    await user.click(screen.getByRole("radio", { name: "$20.00" }));
    await user.type(screen.getByRole("textbox", { name: new RegExp(en.donate.donorName) }), "Faadumo");
    await user.type(screen.getByRole("textbox", { name: new RegExp(en.donate.donorEmail) }), "f@example.com");
    await user.click(screen.getByRole("button", { name: en.donate.donateNow }));
    await waitFor(() =>
      expect(sent()).toEqual([{ amount: 20, donorName: "Faadumo", donorEmail: "f@example.com" }]),
    );
  });

  test("an own amount typed, a preset chosen, then Custom again: the typed amount is back and sent", async () => {
    const { user } = await renderScreen(<DonatePage />);
    await user.click(screen.getByRole("radio", { name: en.checkout.customTip }));
    await user.type(screen.getByRole("spinbutton", { name: en.donate.customAmount }), "7");
    await user.click(screen.getByRole("radio", { name: "$5.00" }));
    await user.click(screen.getByRole("radio", { name: en.checkout.customTip }));
    expect((screen.getByRole("spinbutton", { name: en.donate.customAmount }) as HTMLInputElement).value).toBe(
      "7",
    );
    await user.click(screen.getByRole("button", { name: en.donate.donateNow }));
    await waitFor(() => expect(sent()).toEqual([{ amount: 7 }]));
  });
});
