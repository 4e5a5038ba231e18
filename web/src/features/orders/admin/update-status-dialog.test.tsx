import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { anOrder, aRefund } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { UpdateStatusDialog } from "./update-status-dialog.tsx";

/** Cancelling from the Orders tab says, before it happens, what goes back to the card. */
async function chooseCancel(order: ReturnType<typeof anOrder>, language: "en" | "so" = "en") {
  const { user } = await renderScreen(<UpdateStatusDialog order={order} />, { language });
  await user.click(screen.getAllByRole("button")[0]!);
  await user.selectOptions(screen.getByRole("combobox"), "cancelled");
  return screen.getByRole("alert").textContent;
}

describe("cancelling an order from the Orders tab", () => {
  test("names the amount a paid card order gives back, less what was refunded already", async () => {
    const order = anOrder({
      paymentMethod: "card",
      paymentStatus: "completed",
      total: 1436,
      refundedAmount: 186,
      refunds: [aRefund(186)],
    });
    expect(await chooseCancel(order)).toBe(
      `Cancel order ${order.orderNumber} and refund $12.50 to the card? This cannot be undone.`,
    );
  });

  test("counts a refund still pending as given back: the cancellation refunds only the rest", async () => {
    const order = anOrder({
      paymentMethod: "card",
      paymentStatus: "completed",
      total: 1436,
      refundedAmount: 0,
      refunds: [aRefund(186, { status: "pending" })],
    });
    expect(await chooseCancel(order)).toBe(
      `Cancel order ${order.orderNumber} and refund $12.50 to the card? This cannot be undone.`,
    );
  });

  test("says it in Somali too", async () => {
    const order = anOrder({ paymentMethod: "card", paymentStatus: "completed", total: 1250 });
    expect(await chooseCancel(order, "so")).toBe(
      `Ma joojinaysaa dalabka ${order.orderNumber} oo $12.50 ma ku celinaysaa kaarka? Dib looma celin karo.`,
    );
  });

  test("names no refund for an unpaid card order or a cash order", async () => {
    const unpaid = anOrder({ paymentMethod: "card", paymentStatus: "pending", total: 1250 });
    expect(await chooseCancel(unpaid)).toBe(
      `Cancel order ${unpaid.orderNumber}? This cannot be undone, and a paid card order is refunded.`,
    );
  });
});
