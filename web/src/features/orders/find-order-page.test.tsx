import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { FindOrderPage } from "./find-order-page.tsx";

const sent = () => sentTo("POST /api/orders/lookup");

beforeEach(() => {
  server.use(
    answer("POST /api/orders/lookup", () => ({
      id: 7,
      trackingUrl: "http://shop.example/track/7?token=abc",
    })),
  );
});

describe("finding an order", () => {
  test("a missing number and a wrong address are explained in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<FindOrderPage />, { language: "so" });
    await user.type(screen.getByRole("textbox", { name: so.track.find.email }), "hodan@");
    await user.click(screen.getByRole("button", { name: so.track.find.submit }));
    expect(await screen.findByText(so.errors.orderNumberRequired)).toBeTruthy();
    expect(screen.getByText(so.errors.validEmailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: so.track.find.orderNumber }));
    expect(sent()).toEqual([]);
  });

  test("the order found opens its tracking page on this shop", async () => {
    const { user } = await renderScreen(<FindOrderPage />, { path: "/track" });
    await user.type(screen.getByRole("textbox", { name: en.track.find.orderNumber }), "SS-0007");
    await user.type(screen.getByRole("textbox", { name: en.track.find.email }), "hodan@example.com");
    await user.click(screen.getByRole("button", { name: en.track.find.submit }));
    await waitFor(() => expect(screen.getByTestId("current-path").textContent).toBe("/track/7"));
    expect(sent()).toEqual([{ orderNumber: "SS-0007", email: "hodan@example.com" }]);
  });
});
