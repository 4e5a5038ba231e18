import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, refuse } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { Rankings } from "./figures.tsx";

const customers = [
  { id: 7, username: "hodan", fullName: "Hodan Cali", loyaltyPoints: 120, lifetimePoints: 900 },
  { id: 8, username: "ayaan", fullName: null, loyaltyPoints: 40, lifetimePoints: 300 },
];

describe("the loyalty tab's rankings", () => {
  test("one failing figure says so in its own card, with Try again, and the table beside it still shows", async () => {
    server.use(
      refuse("GET /api/analytics/loyalty-overview", 503, "databaseUnavailable"),
      answer("GET /api/analytics/top-customers", () => customers),
    );
    const { user } = await renderScreen(<Rankings />);

    const table = await screen.findByRole("table", { name: en.adminLoyalty.customers.title });
    const hodan = within(table).getByRole("row", { name: /Hodan Cali/ });
    expect(
      within(hodan)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["900", "120"]);
    expect(within(table).getByRole("rowheader", { name: /@ayaan/ })).toBeTruthy();

    const earners = screen.getByTestId("top-earners");
    expect(within(earners).getByRole("alert").textContent).toContain(en.adminLoyalty.loadFailed);
    server.use(
      answer("GET /api/analytics/loyalty-overview", () => ({
        members: 2,
        pointsIssued: 1200,
        pointsRedeemed: 0,
        outstandingBalance: 1200,
        pendingPoints: 0,
        topEarnersThisMonth: [{ id: 7, username: "hodan", fullName: "Hodan Cali", points: 80 }],
      })),
    );
    await user.click(within(earners).getByRole("button", { name: en.common.tryAgain }));
    expect(await within(earners).findByText("Hodan Cali")).toBeTruthy();
    expect(within(earners).queryByRole("alert")).toBeNull();
  });

  test("no members yet is said in Somali in each card", async () => {
    server.use(
      answer("GET /api/analytics/loyalty-overview", () => ({
        members: 0,
        pointsIssued: 0,
        pointsRedeemed: 0,
        outstandingBalance: 0,
        pendingPoints: 0,
        topEarnersThisMonth: [],
      })),
      answer("GET /api/analytics/top-customers", () => []),
    );
    await renderScreen(<Rankings />, { language: "so" });
    expect(await screen.findByText(so.adminLoyalty.customers.empty)).toBeTruthy();
    expect(await screen.findByText(so.adminLoyalty.earners.empty)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
