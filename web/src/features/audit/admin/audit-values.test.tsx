import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderScreen } from "../../../testing/render.tsx";
import { AuditValues } from "./audit-values.tsx";

/** Each field's row as it reads on screen (without the "before" and "after" said only to screen readers). */
const rows = () =>
  screen.getAllByRole("definition").map((value) => {
    const row = value.parentElement!.cloneNode(true) as HTMLElement;
    for (const hidden of row.querySelectorAll(".sr-only")) hidden.remove();
    return row.textContent;
  });

test("a dish marked sold out shows the one field that changed, not the whole dish twice", async () => {
  const dish = {
    id: 7,
    name: "Shaah",
    price: 3.5,
    category: "tea",
    isAvailable: true,
    descriptionSo: "Shaah",
  };
  await renderScreen(<AuditValues before={dish} after={{ ...dish, isAvailable: false }} />);
  expect(rows()).toEqual(["Available: Yes → No"]);
});

test("a switch reads as yes or no in Somali too", async () => {
  await renderScreen(<AuditValues before={{ isAvailable: false }} after={{ isAvailable: true }} />, {
    language: "so",
  });
  expect(rows()).toEqual(["La heli karaa: Maya → Haa"]);
});

test("a refund reads as money and its reason; the order's number is left to the entry's own column", async () => {
  await renderScreen(
    <AuditValues
      before={null}
      after={{
        orderNumber: "SS-1001",
        refund: { id: 1, amount: 250, reason: "Long wait", status: "completed" },
        refundedAmount: 250,
        total: 1035,
      }}
    />,
  );
  expect(rows()).toEqual(["Refund: $2.50 · Long wait", "Refunded so far: $2.50", "Order total: $10.35"]);
});

test.each([
  ["en", "Role: Member → Staff (barista)"],
  ["so", "Doorka: Xubin → Shaqaale (barista)"],
] as const)("a role reads by its name in %s", async (language, row) => {
  await renderScreen(<AuditValues before={{ role: "member" }} after={{ role: "staff" }} />, { language });
  expect(rows()).toEqual([row]);
});

test("a new dish reads by the menu form's own names, without the API's snake_case twins", async () => {
  const dish = {
    id: 9,
    nameSo: "Shaah cadays",
    category: "tea",
    imageUrl: null,
    image_url: null,
    stripeProductId: null,
    stripe_product_id: null,
  };
  await renderScreen(<AuditValues before={null} after={dish} />, { language: "so" });
  expect(rows()).toEqual([
    "id: 9",
    "Magaca (Soomaali): Shaah cadays",
    "Qaybta: tea",
    "Sawir: —",
    "Alaabta Stripe: —",
  ]);
});

test.each([
  ["en", "Options: — → Size: Regular, Large · Ice: No ice"],
  ["so", "Doorashooyin: — → Cabbir: Caadi, Weyn · Baraf: Baraf la'aan"],
] as const)("a dish's new options read by their names in %s, not as a record", async (language, row) => {
  const groups = [
    {
      id: 18,
      name: "Size",
      nameSo: "Cabbir",
      min: 1,
      max: 1,
      choices: [
        { id: 46, name: "Regular", nameSo: "Caadi", price: 0 },
        { id: 47, name: "Large", nameSo: "Weyn", price: 1.5 },
      ],
    },
    {
      id: 19,
      name: "Ice",
      nameSo: "Baraf",
      min: 0,
      max: 1,
      choices: [{ id: 50, name: "No ice", nameSo: "Baraf la'aan", price: 0 }],
    },
  ];
  await renderScreen(<AuditValues before={{ optionGroups: [] }} after={{ optionGroups: groups }} />, {
    language,
  });
  expect(rows()).toEqual([row]);
});
