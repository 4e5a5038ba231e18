import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { aMember, signedInAs } from "../../testing/users.ts";
import { ContactForm } from "./contact-form.tsx";

const sent = () => sentTo("POST /api/contact");

beforeEach(() => {
  // The forms fill in a signed-in member's name and address: here no one is signed in.
  server.use(
    signedInAs(null),
    answer("POST /api/contact", () => ({ success: true as const })),
  );
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

describe("for a signed-in member", () => {
  test("the name and address are the member's own, and what the member types wins", async () => {
    server.use(signedInAs(aMember({ fullName: "Hodan Abdi", email: "hodan@example.com" })));
    const { user } = await renderScreen(<ContactForm />);
    const name = screen.getByRole("textbox", { name: en.contactForm.name }) as HTMLInputElement;
    const email = screen.getByRole("textbox", { name: en.contactForm.email }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Hodan Abdi"));
    expect(email.value).toBe("hodan@example.com");
    await user.clear(name);
    await user.type(name, "Hodan");
    await user.type(screen.getByRole("textbox", { name: en.contactForm.message }), "Do you open on Eid?");
    await user.click(screen.getByRole("button", { name: en.contactForm.submit }));
    await waitFor(() =>
      expect(sent()).toEqual([expect.objectContaining({ name: "Hodan", email: "hodan@example.com" })]),
    );
  });
});
