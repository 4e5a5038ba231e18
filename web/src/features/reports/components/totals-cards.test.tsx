import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderScreen } from "../../../testing/render.tsx";
import { TotalsCards } from "./totals-cards.tsx";

// A day of one $24.19 order (dishes $22.20, tax $1.99) and a refund of one $5.25 latte with its 47 ¢ of tax.
const afterRefund = {
  orders: 1,
  grossSales: 2220,
  discounts: 0,
  netSales: 1695,
  tax: 199,
  deliveryFees: 0,
  serviceCharges: 0,
  tips: 0,
  donations: 0,
  refunds: 572,
  taxRefunded: 47,
  totalCollected: 1847,
};

test("after a refund the cards say how the total collected adds up, in both languages", async () => {
  const { unmount } = await renderScreen(<TotalsCards totals={afterRefund} />);
  expect(screen.getByTestId("total-taxRefunded").textContent).toBe("$0.47");
  expect(screen.getByTestId("totals-sum").textContent).toBe(
    "How the total adds up: net sales $16.95 (items given back already taken off) + tax $1.99 + tips, donations and fees $0.00 − tax given back $0.47 − tips, donations and fees given back $0.00 = $18.47 collected.",
  );
  unmount();
  await renderScreen(<TotalsCards totals={afterRefund} />, { language: "so" });
  expect(screen.getByText("Canshuurta la celiyay")).toBeTruthy();
  expect(screen.getByTestId("totals-sum").textContent).toContain(
    "− canshuurta la celiyay $0.47 − bakhshiish, deeqo iyo khidmado la celiyay $0.00 =",
  );
});

test("a refund that gave back a tip or a fee shows it apart from the tax", async () => {
  // The same day with a $1.00 tip on the order, given back with the rest of it: $6.72 given back.
  const withTip = { ...afterRefund, tips: 100, refunds: 672, totalCollected: 1847 };
  await renderScreen(<TotalsCards totals={withTip} />);
  expect(screen.getByTestId("totals-sum").textContent).toContain(
    "− tax given back $0.47 − tips, donations and fees given back $1.00 = $18.47 collected.",
  );
});

test("with no refund the cards add up as they stand, and say nothing more", async () => {
  await renderScreen(
    <TotalsCards totals={{ ...afterRefund, netSales: 2220, refunds: 0, totalCollected: 2419 }} />,
  );
  expect(screen.getByTestId("total-totalCollected").textContent).toBe("$24.19");
  expect(screen.queryByTestId("totals-sum")).toBeNull();
});
