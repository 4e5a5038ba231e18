import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { answer } from "../../../testing/answers.ts";
import { anOrder, aRefund } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { signedInAs } from "../../../testing/users.ts";
import { OrderDetailsDialog } from "./order-details-dialog.tsx";

/** An order's refunds in its details: a refund the payment provider has not confirmed says so. */
async function refundLines(language: "en" | "so" = "en") {
  const order = anOrder({
    paymentMethod: "card",
    paymentStatus: "completed",
    total: 872,
    refundedAmount: 186,
    refunds: [aRefund(186, { reason: "Cold latte" }), aRefund(686, { reason: "Late", status: "pending" })],
  });
  const { user } = await renderScreen(<OrderDetailsDialog order={order} />, { language });
  await user.click(screen.getByRole("button"));
  return screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
}

describe("the refunds in an order's details", () => {
  beforeEach(() => {
    server.use(
      signedInAs(null),
      answer("GET /api/menu", () => []),
    );
  });

  test("name a pending refund as pending, and a settled one as it is", async () => {
    const [settled, pending] = (await refundLines()).slice(-2);
    expect(settled).toMatch(/Cold latte-\$1\.86$/);
    expect(pending).toMatch(/Late · Pending at the payment provider-\$6\.86$/);
  });

  test("say it in Somali too", async () => {
    const [, pending] = (await refundLines("so")).slice(-2);
    expect(pending).toContain("Late · Waxay sugaysaa bixiyaha lacagta");
  });

  test("call a paid order with money given back partly refunded, not paid", async () => {
    await refundLines();
    expect(screen.getByText("Card · partly refunded")).toBeDefined();
  });
});
