import type { Language } from "@contract/language.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer } from "../../../testing/answers.ts";
import { anOrder } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { signedInAs } from "../../../testing/users.ts";
import { RefundDialog } from "./refund-dialog.tsx";

const catalogs: Record<Language, Catalog> = { en, so };

describe.each(["en", "so"] as const)("the refund dialog, in %s", (language) => {
  const t = translatorFor(catalogs[language], language);
  beforeEach(() => {
    server.use(
      signedInAs(null),
      answer("GET /api/menu", () => []),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("opens and refunds on a page served over plain http, where the browser has no crypto.randomUUID", async () => {
    // As on a counter tablet opening the shop by its address on the café's network: only a secure page has it.
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const order = anOrder({ paymentMethod: "cash", paymentStatus: "completed" });
    const keys: (string | null)[] = [];
    server.use(
      answer("POST /api/orders/:id/refunds", ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        return {
          id: 1,
          amount: 100,
          reason: "Cold",
          paymentMethod: "cash" as const,
          status: "completed" as const,
          items: [],
          createdAt: new Date().toISOString(),
        };
      }),
    );
    const { user } = await renderScreen(<RefundDialog order={order} />, { language });
    await user.click(
      screen.getByRole("button", { name: t("reports.refund.openFor", { number: order.orderNumber }) }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(t("reports.refund.amount")), "1");
    await user.type(within(dialog).getByLabelText(t("reports.refund.reason")), "Cold");
    await user.click(
      within(dialog).getByRole("button", { name: t("reports.refund.submit"), exact: true } as never),
    );
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  test.each(["-5", "1.234", "0"])(
    "says what is wrong with the amount %s, and will not refund it",
    async (typed) => {
      const order = anOrder({ paymentMethod: "card", paymentStatus: "completed" });
      const { user } = await renderScreen(<RefundDialog order={order} />, { language });
      await user.click(
        screen.getByRole("button", { name: t("reports.refund.openFor", { number: order.orderNumber }) }),
      );
      const dialog = await screen.findByRole("dialog");
      await user.type(within(dialog).getByLabelText(t("reports.refund.amount")), typed);
      await user.type(within(dialog).getByLabelText(t("reports.refund.reason")), "Cold");
      expect(within(dialog).getByRole("status").textContent).toBe(t("reports.refund.amountInvalid"));
      const submit = within(dialog).getByRole("button", {
        name: t("reports.refund.submit"),
        exact: true,
      } as never);
      expect((submit as HTMLButtonElement).disabled).toBe(true);
    },
  );

  test("says that Refund waits for a reason, until one is typed", async () => {
    const order = anOrder({ paymentMethod: "card", paymentStatus: "completed" });
    const { user } = await renderScreen(<RefundDialog order={order} />, { language });
    await user.click(
      screen.getByRole("button", { name: t("reports.refund.openFor", { number: order.orderNumber }) }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(t("reports.refund.amount")), "1");
    const status = within(dialog).getByRole("status");
    const submit = within(dialog).getByRole("button", {
      name: t("reports.refund.submit"),
      exact: true,
    } as never);
    expect(status.textContent).toContain(t("reports.refund.reasonNeeded"));
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(dialog).getByLabelText(t("reports.refund.reason")), "Cold");
    expect(status.textContent).toBe(t("reports.refund.willRefund", { amount: "$1.00" }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });
});
