import type { Language } from "@contract/language.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { anOrder } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { OrderProgressCard } from "./order-progress-card.tsx";

const catalogs: Record<Language, Catalog> = { en, so };
/** Monday 8 June 2026, 10:15 AM in Minneapolis. */
const later = "2026-06-08T15:15:00.000Z";

describe.each(["en", "so"] as const)("an order for later on its tracking page, in %s", (language) => {
  const t = translatorFor(catalogs[language], language);

  test.each(["received", "in_progress"] as const)(
    "the headline follows its status (%s) and says when it will be ready",
    async (status) => {
      await renderScreen(<OrderProgressCard order={anOrder({ status, scheduledFor: later })} />, {
        language,
      });
      const headline = screen.getByTestId("track-headline").textContent ?? "";
      expect(headline.startsWith(t(`track.headline.${status}`))).toBe(true);
      expect(headline).toContain("10:15");
    },
  );
});

describe.each(["en", "so"] as const)("a card order left unpaid, in %s", (language) => {
  const t = translatorFor(catalogs[language], language);

  test("says the kitchen waits for the payment, and takes the customer back to pay that order", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    server.use(
      answer("POST /api/stripe/create-checkout-session", () => ({
        url: "http://localhost/pay/cs_1",
        sessionId: "cs_1",
      })),
    );
    const order = anOrder({ id: 41, status: "received", paymentMethod: "card", paymentStatus: "pending" });
    const { user } = await renderScreen(<OrderProgressCard order={order} />, { language });
    expect(screen.getByTestId("track-headline").textContent).toBe(t("track.awaitingPayment"));
    // The badge says the same, not "Received".
    expect(screen.getByText(t("orders.awaitingPayment.badge")).getAttribute("data-status")).toBe(
      "awaiting-payment",
    );
    await user.click(screen.getByRole("button", { name: t("orders.awaitingPayment.pay") }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/pay/cs_1"));
    expect(sentTo("POST /api/stripe/create-checkout-session")).toEqual([{ orderId: 41 }]);
    assign.mockRestore();
  });

  test("has no payment button once the payment is in, or for cash", async () => {
    for (const fields of [
      { paymentMethod: "card", paymentStatus: "completed" },
      { paymentMethod: "cash", paymentStatus: "pending" },
      // Its half hour to pay is over: the server refuses the payment, and the order is about to be cancelled.
      {
        paymentMethod: "card",
        paymentStatus: "pending",
        createdAt: new Date(Date.now() - 31 * 60_000).toISOString(),
      },
    ] as const) {
      const { unmount } = await renderScreen(
        <OrderProgressCard order={anOrder({ status: "received", ...fields })} />,
        {
          language,
        },
      );
      expect(screen.queryByRole("button", { name: t("orders.awaitingPayment.pay") })).toBeNull();
      unmount();
    }
  });
});
