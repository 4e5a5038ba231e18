import type { MenuItem } from "@contract/menu.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../../testing/answers.ts";
import { renderScreen } from "../../../../testing/render.tsx";
import { server } from "../../../../testing/server.ts";
import { aDish } from "../../../../testing/shop.ts";
import { SoldOutPanel } from "./sold-out-panel.tsx";

const shaah = aDish({ id: 1, name: "Shaah", nameSo: "Shaah so" }) as MenuItem;
const halwo = aDish({ id: 2, name: "Halwo", nameSo: "Xalwo", isAvailable: false }) as MenuItem;

beforeEach(() => {
  server.use(
    answer("GET /api/menu", () => [shaah, halwo]),
    answer("PATCH /api/menu/:id", ({ body }) => ({ ...shaah, ...(body as object) })),
  );
});

describe.each(["en", "so"] as const)("in %s", (language) => {
  const t = translatorFor((language === "en" ? en : so) as Catalog, language);
  const name = (dish: MenuItem) => (language === "en" ? dish.name : dish.nameSo!);

  // A row's button showed "Sold out" beside every dish still on the menu, which read as the dish's state: a
  // barista could take a whole list of dishes for sold out. Its words now say what a tap does.
  test("each dish's button says what a tap does, and its name starts with those words", async () => {
    const { user } = await renderScreen(<SoldOutPanel />, { language });
    await user.click(screen.getByText(t("kitchenBoard.soldOut.title"), { selector: "summary" }));
    const rows = await screen.findAllByTestId("sold-out-row");

    const markOut = within(rows[0]!).getByRole("button");
    expect(markOut.textContent).toBe(t("kitchenBoard.soldOut.out"));
    expect(markOut.getAttribute("aria-label")).toBe(t("kitchenBoard.soldOut.markOut", { name: name(shaah) }));
    expect(markOut.getAttribute("aria-label")!.startsWith(markOut.textContent!)).toBe(true);

    const putBack = within(rows[1]!).getByRole("button");
    expect(putBack.textContent).toBe(t("kitchenBoard.soldOut.back"));
    expect(putBack.getAttribute("aria-label")!.startsWith(putBack.textContent!)).toBe(true);
    // Words that change with the dish's state make it an action, not a toggle: a pressed state on top would say
    // the opposite of the words ("Put back", pressed), so the button has none.
    expect(putBack.hasAttribute("aria-pressed")).toBe(false);

    await user.click(markOut);
    await waitFor(() => expect(sentTo("PATCH /api/menu/:id")).toEqual([{ isAvailable: false }]));
  });
});
