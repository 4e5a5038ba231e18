import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer } from "../../../testing/answers.ts";
import { anOrder } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { signedInAs } from "../../../testing/users.ts";
import { OrdersTable } from "./dashboard/orders-table.tsx";
import { OrdersPanel } from "./orders-panel.tsx";

beforeEach(() => server.use(signedInAs("manager")));

const headings = async () =>
  within(await screen.findByRole("table"))
    .getAllByRole("columnheader")
    .map((th) => th.textContent);

// The two lists share their columns (order-columns.tsx) and word some headings their own way.
describe("the admin's two order lists", () => {
  test("the Orders tab: the order, when, who, the total, how it is paid, its status and its actions", async () => {
    const order = anOrder({ orderNumber: "SS-0042" });
    server.use(answer("GET /api/admin/orders", () => [order]));
    await renderScreen(<OrdersPanel />);
    const c = en.adminOrders.columns;
    expect(await headings()).toEqual([
      c.orderNumber,
      c.date,
      c.customer,
      c.total,
      en.adminOrders.dashboard.table.payment,
      c.status,
      c.actions,
    ]);
    const row = screen.getByTestId("admin-order");
    expect(within(row).getByRole("rowheader").textContent).toBe("SS-0042");
    expect(within(row).getByText("$4.50")).toBeTruthy();
  });

  test("the dashboard's table, in Somali: the contact, the amount and the payment's state too", async () => {
    server.use(answer("GET /api/admin/orders", () => [anOrder({ orderNumber: "SS-0043" })]));
    await renderScreen(<OrdersTable />, { language: "so" });
    const c = so.adminOrders.columns;
    const d = so.adminOrders.dashboard.table;
    expect(await headings()).toEqual([
      c.orderNumber,
      c.customer,
      d.contact,
      d.amount,
      d.payment,
      c.status,
      d.created,
      c.actions,
    ]);
    const row = screen.getByTestId("dashboard-order");
    expect(within(row).getByRole("rowheader").textContent).toBe("SS-0043");
    expect(within(row).getByText(so.paymentStatus.pending)).toBeTruthy();
  });
});
