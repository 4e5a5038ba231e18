import type { AuditEntry } from "@contract/audit.ts";
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderScreen } from "../../../testing/render.tsx";
import { AuditTargetName } from "./audit-target.tsx";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorId: 1,
  actorUsername: "admin",
  actorRole: "admin",
  action: "menu.updated",
  targetType: "menu_item",
  targetId: "9",
  before: null,
  after: null,
  createdAt: "2026-06-03T17:00:00.000Z",
  ...fields,
});

const cell = async (value: AuditEntry, language: "en" | "so") => {
  await renderScreen(
    <p data-testid="target">
      <AuditTargetName entry={value} />
    </p>,
    { language },
  );
  return screen.getByTestId("target").textContent;
};

test.each([
  ["en", "Menu item #9Iced Latte"],
  ["so", "Cunto #9Laatee qabow"],
] as const)("a dish's entry names the dish it kept, in %s", async (language, text) => {
  const dish = { name: "Iced Latte", nameSo: "Laatee qabow", isAvailable: true };
  expect(await cell(entry({ before: dish, after: { ...dish, isAvailable: false } }), language)).toBe(text);
});

test("a user's entry names the user's login", async () => {
  expect(await cell(entry({ targetType: "user", targetId: "4", after: { username: "hodan" } }), "en")).toBe(
    "User #4hodan",
  );
});

test("an entry that kept no name shows its kind and id alone", async () => {
  expect(await cell(entry({ targetType: "promotion", targetId: "2", after: { kind: "double" } }), "en")).toBe(
    "Promotion #2",
  );
});
