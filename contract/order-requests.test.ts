import { describe, expect, it } from "vitest";
import {
  flatOrderSchema,
  orderLineSchema,
  placeOrderSchema,
  quickOrderSchema,
  structuredOrderSchema,
} from "./order-requests.ts";

describe("orderLineSchema", () => {
  it("reads a cart line (id) and an order-flow line (menuItemId) alike, dropping client prices", () => {
    expect(
      orderLineSchema.parse({ id: 3, name: "Shaah", price: 0.01, quantity: 2, category: "beverages" }),
    ).toEqual({ menuItemId: 3, quantity: 2, options: [] });
    expect(orderLineSchema.parse({ menuItemId: "4", quantity: "1", unitPrice: 0, options: ["hot"] })).toEqual(
      {
        menuItemId: 4,
        quantity: 1,
        options: ["hot"],
      },
    );
  });

  it.each([0, -1, 1.5, 51, "abc"])("refuses quantity %s", (quantity) => {
    expect(orderLineSchema.safeParse({ id: 1, quantity }).success).toBe(false);
  });

  it.each([1, 50])("accepts quantity %s", (quantity) => {
    expect(orderLineSchema.safeParse({ id: 1, quantity }).success).toBe(true);
  });

  it("needs an item id", () => {
    expect(orderLineSchema.safeParse({ quantity: 1 }).success).toBe(false);
    expect(orderLineSchema.safeParse({ id: 0, quantity: 1 }).success).toBe(false);
  });
});

describe("payload shapes", () => {
  const line = { id: 1, quantity: 1 };

  it("flat: an empty cart is refused with the cart-empty message", () => {
    const result = flatOrderSchema.safeParse({ name: "Hodan", email: "h@example.com", items: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("errors.cartEmpty");
  });

  it("flat: cash by default, blank optional fields read as absent", () => {
    const parsed = flatOrderSchema.parse({
      name: "Hodan",
      email: " Hodan@Example.com ",
      phone: "",
      items: [line],
      deliveryLocation: "",
      totalAmount: "",
    });
    expect(parsed).toMatchObject({ paymentMethod: "cash", email: "hodan@example.com" });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.deliveryLocation).toBeUndefined();
    expect(parsed.totalAmount).toBeUndefined();
  });

  it("structured: customerInfo and orderDetails", () => {
    const parsed = structuredOrderSchema.parse({
      items: [{ menuItemId: 1, quantity: 2, unitPrice: 99 }],
      customerInfo: { name: "Hodan", email: "h@example.com", userId: 7 },
      orderDetails: { total: 9.99, isDelivery: true, deliveryLocation: "Food court" },
    });
    expect(parsed.orderDetails).toMatchObject({ paymentMethod: "cash", isDelivery: true, total: 9.99 });
  });

  it("quick checkout: an optional saved address id", () => {
    expect(quickOrderSchema.parse({ items: [line] }).addressId).toBeUndefined();
    expect(quickOrderSchema.parse({ items: [line], addressId: "5" }).addressId).toBe(5);
    expect(quickOrderSchema.safeParse({ items: [line], addressId: -1 }).success).toBe(false);
  });

  it("refuses a donation under $1 and an unknown payment method", () => {
    const base = { name: "Hodan", email: "h@example.com", items: [line] };
    expect(flatOrderSchema.safeParse({ ...base, donateToMosque: true, donationAmount: 0.5 }).success).toBe(
      false,
    );
    expect(flatOrderSchema.safeParse({ ...base, paymentMethod: "bitcoin" }).success).toBe(false);
  });
});

describe("placeOrderSchema", () => {
  const flat = { name: "Hodan", email: "h@example.com", items: [{ id: 1, quantity: 1 }] };
  const structured = {
    items: [{ menuItemId: 1, quantity: 1 }],
    customerInfo: { name: "Hodan", email: "h@example.com" },
    orderDetails: {},
  };

  it("reads both shapes", () => {
    expect(placeOrderSchema.parse(flat)).toMatchObject({ name: "Hodan", paymentMethod: "cash" });
    expect(placeOrderSchema.parse(structured)).toMatchObject({ customerInfo: { name: "Hodan" } });
  });

  it.each([
    [
      "a fractional quantity (flat)",
      { ...flat, items: [{ id: 1, quantity: 1.5 }] },
      ["items", 0, "quantity"],
    ],
    ["a missing name (flat)", { ...flat, name: undefined }, ["name"]],
    [
      "a fractional quantity (structured)",
      { ...structured, items: [{ menuItemId: 1, quantity: 1.5 }] },
      ["items", 0, "quantity"],
    ],
    [
      "a missing customer name",
      { ...structured, customerInfo: { email: "h@example.com" } },
      ["customerInfo", "name"],
    ],
  ])("names the field at fault for %s, not the whole body", (_, body, path) => {
    const result = placeOrderSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
    expect(result.error?.issues[0]?.code).not.toBe("invalid_union");
  });
});
