import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { SendReceipt } from "./send-receipt.tsx";

const texts = en.payments.paymentSuccess;
const sent = () => sentTo("POST /api/email/send-receipt");

beforeEach(() => {
  server.use(answer("POST /api/email/send-receipt", () => ({ success: true as const })));
});

describe("sending the receipt", () => {
  test("an address that is not one is explained at the field in Somali, and nothing is sent", async () => {
    const { user } = await renderScreen(<SendReceipt orderId={7} email="" />, { language: "so" });
    const box = screen.getByRole("textbox", { name: so.payments.paymentSuccess.receiptEmail });
    await user.type(box, "hodan@");
    await user.click(screen.getByRole("button", { name: so.payments.paymentSuccess.sendReceipt }));
    expect(await screen.findByText(so.errors.invalidEmail)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(sent()).toEqual([]);
  });

  test("the order's own address is offered, and sent as given", async () => {
    const { user } = await renderScreen(<SendReceipt orderId={7} email="hodan@example.com" />);
    await user.click(screen.getByRole("button", { name: texts.sendReceipt }));
    await waitFor(() => expect(sent()).toEqual([{ orderId: 7, email: "hodan@example.com" }]));
    expect(await screen.findByText(texts.receiptSent)).toBeTruthy();
  });

  test("an emptied box sends to the order's own address", async () => {
    const { user } = await renderScreen(<SendReceipt orderId={7} email="hodan@example.com" />);
    await user.clear(screen.getByRole("textbox", { name: texts.receiptEmail }));
    await user.click(screen.getByRole("button", { name: texts.sendReceipt }));
    await waitFor(() => expect(sent()).toEqual([{ orderId: 7 }]));
  });
});
