import type { Language } from "@contract/language.ts";
import type { OrderView } from "@contract/order-views.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer } from "../../../testing/answers.ts";
import { anOrder } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { OrderConfirmed } from "./order-confirmed.tsx";

const catalogs: Record<Language, Catalog> = { en, so };

async function confirm(order: OrderView, language: Language) {
  server.use(
    answer("GET /api/orders/:id", () => order),
    answer("GET /api/menu", () => []),
  );
  const placed = {
    id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentRequired: false,
    trackingToken: "token",
    total: order.total,
    reward: null,
    scheduledFor: null,
  };
  return renderScreen(<OrderConfirmed order={placed} />, { language });
}

describe.each(["en", "so"] as const)("the confirmation of an order, in %s", (language) => {
  const t = translatorFor(catalogs[language], language);

  test("a cash pickup order says to pay at the counter, a cash delivery to pay when it arrives", async () => {
    const { unmount } = await confirm(anOrder({ paymentMethod: "cash" }), language);
    expect((await screen.findByTestId("pay-in-cash")).textContent).toBe(t("checkout.payAtCounter"));
    unmount();
    await confirm(anOrder({ paymentMethod: "cash", isDelivery: true, deliveryLocation: "Gate 3" }), language);
    expect((await screen.findByTestId("pay-in-cash")).textContent).toBe(t("checkout.payOnDelivery"));
  });

  test("a card order, paid, asks for nothing more", async () => {
    await confirm(anOrder({ paymentMethod: "card", paymentStatus: "completed" }), language);
    // Its lines have come: the order's details are in.
    await screen.findByText(/Shaah/);
    expect(screen.queryByTestId("pay-in-cash")).toBeNull();
  });

  test("what arrives with the order's detail comes after the buttons, so it never moves one under a tap", async () => {
    await confirm(anOrder({ paymentMethod: "cash" }), language);
    const lines = await screen.findByText(/Shaah/);
    const note = screen.getByTestId("pay-in-cash");
    const track = screen.getByRole("link", { name: t("checkout.trackOrder") });
    for (const late of [lines, note])
      expect(track.compareDocumentPosition(late) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
