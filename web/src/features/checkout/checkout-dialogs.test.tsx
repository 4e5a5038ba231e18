import type { Language } from "@contract/language.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../testing/answers.ts";
import { anOrder } from "../../testing/orders.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { aDish, openNow } from "../../testing/shop.ts";
import { signedInAs } from "../../testing/users.ts";
import { cart } from "../cart/public.ts";
import { CartPage } from "./cart-page.tsx";
import { CashCheckoutPage } from "./cash-checkout-page.tsx";
import { draftKey, forgetDraft } from "./form-drafts.ts";

const catalogs: Record<Language, Catalog> = { en, so };

/** The orders the shop was asked to place, by the body each request sent. */
const placed = () => sentTo("POST /api/orders/guest");

beforeEach(() => {
  server.use(
    answer("GET /api/menu", () => [aDish()]),
    signedInAs(null),
    answer("GET /api/ordering-hours", openNow),
    answer(
      "POST /api/orders/guest",
      () =>
        ({
          id: 7,
          orderId: 7,
          orderNumber: "SS-0007",
          paymentRequired: false,
          trackingToken: "token",
          total: 450,
          reward: null,
          scheduledFor: null,
        }) satisfies PlacedOrder,
    ),
    // The confirmation follows the order it names.
    answer("GET /api/orders/:id", ({ params }) => anOrder({ id: Number(params.id), orderNumber: "SS-0007" })),
  );
  // Drafts live in memory for the visit: each test is a new visit.
  for (const dialog of ["checkout", "delivery", "quick"] as const) forgetDraft(draftKey(dialog, null));
  cart.clear();
  cart.add({ id: 1, name: "Shaah", price: 4.5 });
});

const total = (dialog: HTMLElement) => within(dialog).getByTestId("order-total").textContent;

describe.each(["en", "so"] as const)("the checkout dialogs in %s", (language) => {
  const t = translatorFor(catalogs[language], language);
  const error = (key: string) => t(`errors.${key}`);

  async function openFromCart(button: string) {
    const view = await renderScreen(<CartPage />, { language, path: "/cart" });
    await view.user.click(await screen.findByRole("button", { name: t(button) }));
    const dialog = await screen.findByRole("dialog");
    // Radix takes pointers away from the page behind a modal at once, and gives them to the dialog a render
    // later: no reader taps in between, and a test that did would be refused by user-event.
    await waitFor(() => expect(dialog.style.pointerEvents).toBe("auto"));
    return { ...view, dialog, field: (label: string) => within(dialog).getByLabelText(t(label)) };
  }

  /**
   * A form opened on a browser that kept the last guest's details (Hodan's, with her consent to news by email),
   * with its name and email fields.
   */
  async function openWithKeptGuest(
    form: "cart.guestCheckout" | "cart.requestDelivery" | "cash checkout",
    phone: string,
  ) {
    localStorage.setItem(
      "guestInfo",
      JSON.stringify({
        name: "Hodan Farah",
        email: "hodan@example.com",
        phone,
        acceptEmailMarketing: true,
        acceptSmsMarketing: false,
      }),
    );
    const view =
      form === "cash checkout"
        ? await renderScreen(<CashCheckoutPage />, { language, path: "/order/cash-checkout" })
        : await openFromCart(form);
    const where = form === "cash checkout" ? document.body : screen.getByRole("dialog");
    const name = await within(where).findByLabelText(t("fields.fullName"));
    const email = within(where).getByRole("textbox", { name: t("fields.email") });
    return { view, where, name, email };
  }

  test("the pickup checkout says what is wrong with the name, the email and the phone, and sends nothing", async () => {
    const { user, dialog, field } = await openFromCart("cart.guestCheckout");
    const place = within(dialog).getByRole("button", {
      name: new RegExp(t("checkout.placeOrder", { total: "" }).trim()),
    });

    await user.click(place);
    expect(within(dialog).getByText(error("nameRequired"))).toBeTruthy();
    expect(within(dialog).getByText(error("validEmailRequired"))).toBeTruthy();

    await user.type(field("fields.fullName"), "A");
    await user.type(field("fields.email"), "not-an-email");
    await user.type(within(dialog).getByRole("textbox", { name: new RegExp(t("fields.phone")) }), "12");
    await user.click(place);
    // One letter is not a name either.
    expect(await within(dialog).findByText(error("nameRequired"))).toBeTruthy();
    expect(within(dialog).getByText(error("validEmailRequired"))).toBeTruthy();
    expect(within(dialog).getByText(error("invalidPhoneNumber"))).toBeTruthy();
    expect(placed()).toEqual([]);
  });

  /** A dialog opened from the cart with every field it requires filled in, and its submit button. */
  async function filledDialog(button: "cart.guestCheckout" | "cart.requestDelivery") {
    const view = await openFromCart(button);
    const { user, dialog, field } = view;
    await user.type(field("fields.fullName"), "Hodan Farah");
    await user.type(field("fields.email"), "hodan@example.com");
    if (button === "cart.requestDelivery") {
      await user.type(
        within(dialog).getByRole("textbox", { name: new RegExp(t("fields.phone")) }),
        "612-555-0142",
      );
      await user.type(field("checkout.deliveryLocation"), "Hooyo Fashion, shop 12");
    }
    const submit = within(dialog).getByRole("button", {
      name: new RegExp(
        t(button === "cart.guestCheckout" ? "checkout.placeOrder" : "checkout.requestDelivery", {
          total: "",
        }).trim(),
      ),
    });
    return { ...view, submit };
  }

  test.each(["cart.guestCheckout", "cart.requestDelivery"] as const)(
    "%s: by card the button says the order is paid next, by cash it does not",
    async (button) => {
      const { user, dialog, submit } = await filledDialog(button);
      const [cash, card] =
        button === "cart.guestCheckout"
          ? (["checkout.placeOrder", "checkout.placeOrderAndPay"] as const)
          : (["checkout.requestDelivery", "checkout.requestDeliveryAndPay"] as const);
      const amount = total(dialog);
      expect(submit.textContent).toBe(t(cash, { total: amount }));
      await user.click(within(dialog).getByRole("radio", { name: new RegExp(t("payments.cardOption")) }));
      expect(submit.textContent).toBe(t(card, { total: amount }));
      await user.click(
        within(dialog).getByRole("radio", {
          name: new RegExp(
            `^${t(button === "cart.guestCheckout" ? "checkout.cash" : "checkout.cashOnDelivery")}`,
          ),
        }),
      );
      expect(submit.textContent).toBe(t(cash, { total: amount }));
    },
  );

  test.each(["cart.guestCheckout", "cart.requestDelivery"] as const)(
    "%s: a tip out of range is left out of the totals and refused until a preset replaces it",
    async (button) => {
      const { user, dialog, field, submit } = await filledDialog(button);
      const before = total(dialog);

      await user.click(within(dialog).getByRole("radio", { name: t("checkout.customTip") }));
      await user.type(field("checkout.customTipAmount"), "5000");
      await user.click(submit);
      expect(await within(dialog).findByText(error("tipOutOfRange"))).toBeTruthy();
      // While the tip is refused the summary and the button count none.
      expect(within(dialog).getByTestId("totals").textContent).not.toContain(formatMoney(500_000));
      expect(total(dialog)).toBe(before);
      expect(submit.textContent).toContain(before);
      expect(placed()).toEqual([]);

      await user.clear(field("checkout.customTipAmount"));
      await user.type(field("checkout.customTipAmount"), "3");
      expect(within(dialog).getByTestId("totals").textContent).toContain(formatMoney(300));
      expect(total(dialog)).not.toBe(before);
      // A preset chip replaces the custom amount, whatever was left in it.
      await user.clear(field("checkout.customTipAmount"));
      await user.type(field("checkout.customTipAmount"), "5000");
      await user.click(within(dialog).getByRole("radio", { name: formatMoney(200) }));
      expect(within(dialog).queryByText(error("tipOutOfRange"))).toBeNull();
      expect(within(dialog).getByTestId("totals").textContent).toContain(
        `${t("receipt.tip")}${formatMoney(200)}`,
      );

      await user.click(submit);
      await waitFor(() => expect(placed()).toHaveLength(1));
      expect(await screen.findByRole("heading", { name: t("checkout.confirmedTitle") })).toBeTruthy();
      expect(placed()[0]).toMatchObject({ tipAmount: "2" });
    },
  );

  test("a donation the pickup checkout refuses is left out of the totals and said until corrected", async () => {
    const { user, dialog, field, submit } = await filledDialog("cart.guestCheckout");
    const before = total(dialog);

    await user.click(within(dialog).getByRole("checkbox", { name: t("checkout.donate") }));
    expect(within(dialog).getByTestId("totals").textContent).toContain(formatMoney(500));
    const amount = field("checkout.donationAmount");
    for (const [typed, refusal] of [
      ["0.5", "donationTooSmall"],
      ["20000", "donationTooLarge"],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      // While the amount is refused the summary and the button count no donation.
      expect(total(dialog)).toBe(before);
      expect(submit.textContent).toContain(before);
      await user.click(submit);
      expect(await within(dialog).findByText(error(refusal))).toBeTruthy();
    }
    expect(placed()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, "7");
    expect(within(dialog).getByTestId("totals").textContent).toContain(formatMoney(700));
    expect(total(dialog)).not.toBe(before);
    // An amount left behind when the box is unticked does not block the order.
    await user.clear(amount);
    await user.type(amount, "0.5");
    await user.click(within(dialog).getByRole("checkbox", { name: t("checkout.donate") }));
    expect(total(dialog)).toBe(before);
    await user.click(submit);
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(await screen.findByRole("heading", { name: t("checkout.confirmedTitle") })).toBeTruthy();
    expect(placed()[0]).toMatchObject({
      name: "Hodan Farah",
      email: "hodan@example.com",
      donateToMosque: false,
    });
  });

  test("the delivery dialog asks for a name, a reachable phone and a location", async () => {
    const { user, dialog, field } = await openFromCart("cart.requestDelivery");
    const request = within(dialog).getByRole("button", {
      name: new RegExp(t("checkout.requestDelivery", { total: "" }).trim()),
    });
    await user.click(request);
    expect(within(dialog).getByText(error("enterName"))).toBeTruthy();
    expect(within(dialog).getByText(error("deliveryPhoneRequired"))).toBeTruthy();
    expect(within(dialog).getByText(error("deliveryLocationRequired"))).toBeTruthy();

    await user.type(field("fields.fullName"), "A");
    expect(await within(dialog).findByText(error("nameTooShort"))).toBeTruthy();
    await user.type(field("fields.fullName"), "yaan Warsame");
    await user.type(field("fields.email"), "ayaan@example.com");
    await user.type(
      within(dialog).getByRole("textbox", { name: new RegExp(t("fields.phone")) }),
      "612-555-0142",
    );
    await user.type(field("checkout.deliveryLocation"), "Hooyo Fashion, shop 12");
    await user.click(request);
    expect(await screen.findByRole("heading", { name: t("checkout.confirmedTitle") })).toBeTruthy();
    expect(placed()).toMatchObject([
      {
        customerInfo: { name: "Ayaan Warsame", phone: "612-555-0142" },
        orderDetails: { deliveryLocation: "Hooyo Fashion, shop 12", isDelivery: true },
      },
    ]);
  });

  test("closing a dialog keeps the cart", async () => {
    const { user, dialog } = await openFromCart("cart.guestCheckout");
    await user.click(within(dialog).getByRole("button", { name: t("common.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
  });

  test("the cash checkout asks for what is missing, and says to check what is wrong", async () => {
    const { user } = await renderScreen(<CashCheckoutPage />, { language, path: "/order/cash-checkout" });
    const place = await screen.findByRole("button", {
      name: new RegExp(t("checkout.placeOrder", { total: "" }).trim()),
    });
    await user.click(place);
    expect(await screen.findByText(error("enterName"))).toBeTruthy();
    expect(screen.getByText(error("enterEmail"))).toBeTruthy();
    expect(await screen.findByText(t("checkout.missingInformation"))).toBeTruthy();

    await user.type(screen.getByLabelText(t("fields.fullName")), "Ayaan Warsame");
    await user.type(screen.getByRole("textbox", { name: t("fields.email") }), "not-an-email");
    await user.click(place);
    expect(await screen.findByText(error("validEmailRequired"))).toBeTruthy();
    expect(await screen.findByText(t("checkout.checkTheForm"))).toBeTruthy();
    expect(placed()).toEqual([]);
  });

  test("the cash checkout lists each line with its choices beside the form", async () => {
    cart.clear();
    cart.add({
      id: 2,
      name: "Camel milk tea",
      price: 6.5,
      selectedOptions: [{ id: 3, name: "Large", nameSo: "Weyn", price: 1 }],
    });
    await renderScreen(<CashCheckoutPage />, { language, path: "/order/cash-checkout" });
    const lines = await screen.findByTestId("cash-summary-lines");
    expect(within(lines).getByRole("listitem").textContent).toContain(language === "so" ? "Weyn" : "Large");
  });

  test.each([
    ["as soon as possible", null],
    ["for later", "2026-06-03T19:15:00.000Z"],
  ])("the cash checkout's confirmation says when to come, for an order %s", async (_, scheduledFor) => {
    server.use(
      answer(
        "POST /api/orders/guest",
        () =>
          ({
            id: 8,
            orderId: 8,
            orderNumber: "SS-0008",
            paymentRequired: false,
            trackingToken: "token",
            total: 450,
            reward: null,
            scheduledFor,
          }) satisfies PlacedOrder,
      ),
    );
    const { user } = await renderScreen(<CashCheckoutPage />, { language, path: "/order/cash-checkout" });
    await user.type(await screen.findByLabelText(t("fields.fullName")), "Ayaan Warsame");
    await user.type(screen.getByRole("textbox", { name: t("fields.email") }), "ayaan@example.com");
    await user.click(
      screen.getByRole("button", { name: new RegExp(t("checkout.placeOrder", { total: "" }).trim()) }),
    );
    const guidance = (await screen.findByTestId("cash-guidance")).textContent;
    const total = formatMoney(450);
    if (scheduledFor === null) expect(guidance).toBe(t("checkout.cashGuidance", { total }));
    else {
      // Ready at its time (2:15 in the afternoon on the café's clock), not "within 20–30 minutes".
      expect(guidance).toContain("2:15");
      expect(guidance).toContain(t("checkout.cashGuidanceLater", { total }));
      expect(guidance).not.toContain("20–30");
    }
    // The lines, read once the order is placed, come after the buttons: they never move one under a tap.
    const line = await screen.findByText(/Shaah/);
    const track = screen.getByRole("link", { name: t("checkout.trackOrder") });
    expect(track.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test.each(["cart.guestCheckout", "cart.requestDelivery", "cash checkout"] as const)(
    "%s: the next guest on a shared device clears the last guest's details, and the browser forgets them",
    async (form) => {
      const { view, where, name, email } = await openWithKeptGuest(form, "612-555-0142");
      expect(name).toHaveProperty("value", "Hodan Farah");
      expect(email).toHaveProperty("value", "hodan@example.com");
      expect(within(where).getByText(t("checkout.keptDetails"))).toBeTruthy();

      await view.user.click(within(where).getByRole("button", { name: t("checkout.forgetKeptDetails") }));
      expect(name).toHaveProperty("value", "");
      expect(email).toHaveProperty("value", "");
      expect(within(where).getByRole("textbox", { name: new RegExp(t("fields.phone")) })).toHaveProperty(
        "value",
        "",
      );
      expect(document.activeElement).toBe(name);
      expect(localStorage.getItem("guestInfo")).toBeNull();
      expect(within(where).queryByText(t("checkout.keptDetails"))).toBeNull();
      expect(within(where).queryByRole("button", { name: t("checkout.forgetKeptDetails") })).toBeNull();
      expect(placed()).toEqual([]);
      if (form === "cart.guestCheckout")
        expect(within(where).getByRole("checkbox", { name: t("checkout.emailMarketing") })).toHaveProperty(
          "checked",
          false,
        );
    },
  );

  test.each(["cart.guestCheckout", "cash checkout"] as const)(
    "%s: a guest who types over the kept details no longer sees them called kept, nor the last guest's consent",
    async (form) => {
      const { view, where, name, email } = await openWithKeptGuest(form, "");
      const consent = within(where).getByRole("checkbox", { name: t("checkout.emailMarketing") });
      // The guest checkout starts from the consent the last guest gave; the cash checkout asks afresh.
      const keptConsent = form === "cart.guestCheckout";

      // One field typed over: the other still holds the last guest's details, so they can still be cleared.
      await view.user.clear(name);
      await view.user.type(name, "Ayaan Warsame");
      expect(within(where).getByText(t("checkout.keptDetails"))).toBeTruthy();
      expect(consent).toHaveProperty("checked", keptConsent);

      await view.user.clear(email);
      await view.user.type(email, "ayaan@example.com");
      await waitFor(() => expect(within(where).queryByText(t("checkout.keptDetails"))).toBeNull());
      expect(within(where).queryByRole("button", { name: t("checkout.forgetKeptDetails") })).toBeNull();
      expect(consent).toHaveProperty("checked", false);
      // What the guest typed stays, and the browser still has the last guest's details until an order replaces them.
      expect(name).toHaveProperty("value", "Ayaan Warsame");
      expect(email).toHaveProperty("value", "ayaan@example.com");
      expect(placed()).toEqual([]);
    },
  );

  test("a guest this browser has kept nothing of is not offered to clear anything", async () => {
    const { dialog } = await openFromCart("cart.guestCheckout");
    expect(within(dialog).queryByText(t("checkout.keptDetails"))).toBeNull();
    expect(within(dialog).queryByRole("button", { name: t("checkout.forgetKeptDetails") })).toBeNull();
  });

  test("an empty cart offers the menu", async () => {
    cart.clear();
    const { user } = await renderScreen(<CartPage />, { language, path: "/cart" });
    expect(await screen.findByRole("heading", { name: t("cart.empty") })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: t("cart.browseMenu") }));
    expect(screen.getByTestId("current-path").textContent).toBe("/menu");
  });
});
