import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, refuse } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { ContactInbox } from "./contact-inbox.tsx";

const page = (items: { id: number; name: string }[]) => ({
  items: items.map(({ id, name }) => ({
    id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    message: "Do you open on Eid?",
    language: "en",
    status: "new" as const,
    createdAt: "2026-12-01T09:00:00.000Z",
    readAt: null,
    answeredAt: null,
  })),
  total: items.length,
  page: 1,
  pageSize: 20,
  newCount: items.length,
});

describe("the contact inbox", () => {
  test("lists the messages, each opening by its sender's name", async () => {
    server.use(answer("GET /api/admin/contact-messages", () => page([{ id: 1, name: "Hodan" }])));
    await renderScreen(<ContactInbox />);
    expect(await screen.findByRole("button", { name: "Open the message from Hodan" })).toBeTruthy();
  });

  test("an empty inbox says so in Somali", async () => {
    server.use(answer("GET /api/admin/contact-messages", () => page([])));
    await renderScreen(<ContactInbox />, { language: "so" });
    expect(await screen.findByText(so.contactInbox.empty)).toBeTruthy();
  });

  test("a failure says so, with the server's reason", async () => {
    server.use(refuse("GET /api/admin/contact-messages", 503, "databaseUnavailable"));
    await renderScreen(<ContactInbox />);
    expect(await screen.findByText(en.contactInbox.loadFailed)).toBeTruthy();
    expect(screen.getByText(en.errors.databaseUnavailable)).toBeTruthy();
    expect(screen.getByRole("button", { name: en.common.tryAgain })).toBeTruthy();
  });
});
