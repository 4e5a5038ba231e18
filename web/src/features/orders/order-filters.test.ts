import { type OrderStatus, orderStatuses } from "@contract/order-status.ts";
import type { OrderLineView } from "@contract/order-views.ts";
import { describe, expect, it } from "vitest";
import { isOrderTab, ordersInTab } from "./order-filters.ts";
import { reorderLines } from "./reorder-lines.ts";

const orders = orderStatuses.map((status: OrderStatus, id) => ({ id, status }));
const statusesIn = (tab: Parameters<typeof ordersInTab>[1]) => ordersInTab(orders, tab).map((o) => o.status);

describe("ordersInTab", () => {
  it("keeps every order, in the given order, on All", () => {
    expect(statusesIn("all")).toEqual([...orderStatuses]);
  });

  it("counts received, in progress and ready as active", () => {
    expect(statusesIn("active")).toEqual(["received", "in_progress", "ready"]);
  });

  it("keeps only the status of the Completed and Cancelled tabs", () => {
    expect(statusesIn("completed")).toEqual(["completed"]);
    expect(statusesIn("cancelled")).toEqual(["cancelled"]);
  });

  it("knows its tabs", () => {
    expect(isOrderTab("active")).toBe(true);
    expect(isOrderTab("in_progress")).toBe(false);
  });
});

function line(overrides: Partial<OrderLineView>): OrderLineView {
  return {
    id: 1,
    itemId: 7,
    menuItemId: 7,
    name: "Shaah",
    itemName: "Shaah",
    quantity: 2,
    unitPrice: 350,
    price: 350,
    total: 700,
    options: [],
    note: null,
    rewardOff: 0,
    done: false,
    ...overrides,
  };
}

describe("reorderLines", () => {
  it("turns order lines into cart lines priced in dollars", () => {
    expect(
      reorderLines([line({}), line({ id: 2, menuItemId: 9, name: "Sambuus", unitPrice: 410, quantity: 3 })]),
    ).toEqual([
      { id: 7, name: "Shaah", price: 3.5, quantity: 2, selectedOptions: [] },
      { id: 9, name: "Sambuus", price: 4.1, quantity: 3, selectedOptions: [] },
    ]);
  });

  it("keeps the choices, in dollars, and drops texts from before options were priced", () => {
    const [cartLine] = reorderLines([
      line({
        options: [
          { id: 11, name: "Large", nameSo: "Weyn", price: 100 },
          { id: null, name: "extra hot", nameSo: null, price: 0 },
        ],
      }),
    ]);
    expect(cartLine!.selectedOptions).toEqual([{ id: 11, name: "Large", nameSo: "Weyn", price: 1 }]);
  });

  it("leaves out lines whose menu item no longer exists", () => {
    expect(reorderLines([line({ menuItemId: null }), line({ id: 2 })])).toHaveLength(1);
  });
});
