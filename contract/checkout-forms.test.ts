import { describe, expect, it } from "vitest";
import {
  cashCheckoutFormSchema,
  deliveryFormSchema,
  guestCheckoutFormSchema,
  quickCheckoutFormSchema,
  typedDonationCents,
  typedTipCents,
} from "./checkout-forms.ts";
import { flatOrderSchema, structuredOrderSchema } from "./order-requests.ts";

const customer = { name: "Amina Hassan", email: "amina@example.com", phone: "(612) 555-0142" };
const cashForm = { ...customer, deliveryNotes: "", acceptEmailMarketing: false, acceptSmsMarketing: false };
const guestForm = {
  ...customer,
  paymentMethod: "cash",
  tipAmount: "none",
  customTipAmount: "",
  donateToMosque: false,
  donationAmount: "5",
  acceptEmailMarketing: false,
  acceptSmsMarketing: false,
};
const deliveryForm = {
  ...customer,
  deliveryLocation: "Food court, table 4",
  deliveryNotes: "",
  tipAmount: "none",
  customTipAmount: "",
  donateToMosque: false,
  donationAmount: "5",
};
const items = [{ menuItemId: 1, quantity: 1 }];

/** What each form sends, as the server reads it (flat for cash and guest, structured for delivery). */
const requests = {
  cash: (form: typeof customer) => flatOrderSchema.safeParse({ ...form, items }).success,
  guest: (form: typeof customer) => flatOrderSchema.safeParse({ ...form, items }).success,
  delivery: (form: typeof customer) =>
    structuredOrderSchema.safeParse({ items, customerInfo: form, orderDetails: { isDelivery: true } })
      .success,
};
const forms = {
  cash: (form: typeof customer) => cashCheckoutFormSchema.safeParse({ ...cashForm, ...form }).success,
  guest: (form: typeof customer) => guestCheckoutFormSchema.safeParse({ ...guestForm, ...form }).success,
  delivery: (form: typeof customer) => deliveryFormSchema.safeParse({ ...deliveryForm, ...form }).success,
};

const badCustomers: [string, Partial<typeof customer>][] = [
  ["an empty name", { name: "" }],
  ["a one-letter name", { name: "A" }],
  ["a name of spaces around one letter", { name: "  A  " }],
  ["a name too long", { name: "x".repeat(101) }],
  ["an empty email", { email: "" }],
  ["an email without a domain", { email: "amina@" }],
  ["a short phone", { phone: "612" }],
  ["a phone with letters", { phone: "612-555-CAFE" }],
];

describe("checkout forms and the order requests", () => {
  it("all accept a good customer", () => {
    for (const kind of ["cash", "guest", "delivery"] as const) {
      expect(forms[kind](customer), kind).toBe(true);
      expect(requests[kind](customer), kind).toBe(true);
    }
  });

  for (const [what, change] of badCustomers) {
    it(`form and request both refuse ${what}`, () => {
      for (const kind of ["cash", "guest", "delivery"] as const) {
        const bad = { ...customer, ...change };
        expect(forms[kind](bad), `${kind} form`).toBe(false);
        expect(requests[kind](bad), `${kind} request`).toBe(false);
      }
    });
  }

  it("never accepts in the form what the request refuses", () => {
    const names = ["", " ", "A", "Al", " Al ", "Amina", "x".repeat(100), "x".repeat(101)];
    const emails = ["", "a", "a@", "a@b", "A@B.CO", " amina@example.com "];
    const phones = ["", "612", "(612) 555-0142", "+1 612 555 0142", "612-555-CAFE", "1".repeat(21)];
    for (const name of names)
      for (const email of emails)
        for (const phone of phones)
          for (const kind of ["cash", "guest", "delivery"] as const) {
            const input = { name, email, phone };
            if (forms[kind](input))
              expect(requests[kind](input), `${kind} ${JSON.stringify(input)}`).toBe(true);
          }
  });

  it("asks delivery for a phone of 10 digits, which pickup leaves optional", () => {
    const deliveryMessages = (phone: string) =>
      deliveryFormSchema.safeParse({ ...deliveryForm, phone }).error?.issues.map((issue) => issue.message);
    for (const phone of ["", "   ", "612-555-014", "(61) 2-55-5"])
      expect(deliveryMessages(phone), phone).toEqual(["errors.deliveryPhoneRequired"]);
    expect(deliveryMessages("612 555 0142")).toBeUndefined();
    expect(forms.guest({ ...customer, phone: "" })).toBe(true);
    expect(forms.cash({ ...customer, phone: "" })).toBe(true);
  });

  it("takes a tip on delivery as on pickup, and the order's note on pickup too", () => {
    expect(
      deliveryFormSchema.safeParse({ ...deliveryForm, tipAmount: "custom", customTipAmount: "2.5" }).data,
    ).toMatchObject({ tipAmount: "custom", customTipAmount: 2.5 });
    expect(deliveryFormSchema.safeParse({ ...deliveryForm, customTipAmount: "101" }).success).toBe(false);
    // Out of range either way, the form says so in the reader's language, not in zod's English.
    for (const amount of ["101", "-1"]) {
      const issues = quickCheckoutFormSchema.safeParse({
        tipAmount: "custom",
        customTipAmount: amount,
      }).error;
      expect(
        issues?.issues.map((issue) => issue.message),
        amount,
      ).toEqual(["errors.tipOutOfRange"]);
    }
    const guest = guestCheckoutFormSchema.safeParse({ ...guestForm, deliveryNotes: " green scarf " });
    expect(guest.data?.deliveryNotes).toBe("green scarf");
    expect(guestCheckoutFormSchema.safeParse({ ...guestForm, deliveryNotes: "x".repeat(501) }).success).toBe(
      false,
    );
  });

  it("tells a one-letter name apart from a missing one on the cash form", () => {
    const messages = (name: string) =>
      cashCheckoutFormSchema.safeParse({ ...cashForm, name }).error?.issues.map((issue) => issue.message);
    expect(messages("")?.[0]).toBe("errors.enterName");
    expect(messages("A")).toEqual(["errors.nameTooShort"]);
  });
});

describe("typedTipCents: the tip the totals count while the form is filled in", () => {
  it.each([
    ["none", "", 0],
    ["2", "5000", 200],
    ["custom", "", 0],
    ["custom", "3.5", 350],
    ["custom", "100", 100_00],
    ["custom", "5000", 0],
    ["custom", "-1", 0],
    ["custom", "abc", 0],
  ] as const)("%s with %j counts %i cents", (choice, custom, expected) => {
    expect(typedTipCents(choice, custom)).toBe(expected);
  });
});

describe("typedDonationCents: the donation the totals count while the form is filled in", () => {
  it.each([
    [false, "20", 0],
    [true, "", 500],
    [true, "7", 700],
    [true, "10000", 10_000_00],
    [true, "0.5", 0],
    [true, "0", 0],
    [true, "-3", 0],
    [true, "20000", 0],
    [true, "abc", 0],
  ] as const)("ticked %s with %j counts %i cents", (donate, amount, expected) => {
    expect(typedDonationCents(donate, amount)).toBe(expected);
  });
});
