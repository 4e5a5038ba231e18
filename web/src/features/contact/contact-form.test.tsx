import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { ContactForm } from "./contact-form.tsx";

const sent = () => sentTo("POST /api/contact");

beforeEach(() => {
  server.use(answer("POST /api/contact", () => ({ success: true as const })));
});

describe("the contact form", () => {
  test("an empty form says what each field needs in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<ContactForm />, { language: "so" });
    await user.click(screen.getByRole("button", { name: so.contactForm.submit }));
    expect(await screen.findByText(so.errors.nameRequired)).toBeTruthy();
    expect(screen.getByText(so.errors.messageRequired)).toBeTruthy();
    const name = screen.getByRole("textbox", { name: so.contactForm.name });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(sent()).toEqual([]);
  });

  test("a message is sent with the name and address as typed", async () => {
    const { user } = await renderScreen(<ContactForm />);
    await user.type(screen.getByRole("textbox", { name: en.contactForm.name }), "Hodan");
    await user.type(screen.getByRole("textbox", { name: en.contactForm.email }), "hodan@example.com");
    await user.type(screen.getByRole("textbox", { name: en.contactForm.message }), "Do you open on Eid?");
    await user.click(screen.getByRole("button", { name: en.contactForm.submit }));
    await waitFor(() =>
      expect(sent()).toEqual([
        expect.objectContaining({
          name: "Hodan",
          email: "hodan@example.com",
          message: "Do you open on Eid?",
        }),
      ]),
    );
    expect((await screen.findAllByText(en.contactForm.sent)).length).toBeGreaterThan(0);
  });
});
