import type { OrderView } from "@contract/order-views.ts";
import type { RefundView } from "@contract/refunds.ts";

let next = 100;

/** A refund of `amount` cents on the order, settled unless told. */
export function aRefund(amount: number, fields: Partial<RefundView> = {}): RefundView {
  next += 1;
  return {
    id: next,
    amount,
    reason: "Cold latte",
    paymentMethod: "card",
    status: "completed",
    items: [],
    createdAt: new Date(Date.now() - 30_000).toISOString(),
    ...fields,
  };
}

/** A guest's pickup order of one coffee, received a minute ago, with whatever `fields` change. */
export function anOrder(fields: Partial<OrderView> = {}): OrderView {
  next += 1;
  const createdAt = new Date(Date.now() - 60_000).toISOString();
  const status = fields.status ?? "received";
  return {
    id: next,
    orderNumber: `SS-${next}`,
    createdAt,
    status,
    orderStatus: status,
    customerName: "Hodan Ali",
    customerEmail: "hodan@example.com",
    customerPhone: null,
    user: null,
    isDelivery: false,
    deliveryLocation: "",
    deliveryNotes: null,
    paymentMethod: "cash",
    paymentStatus: "pending",
    subtotal: 450,
    discount: 0,
    pointsSpent: 0,
    tax: 0,
    deliveryFee: 0,
    serviceFee: 0,
    tip: 0,
    donation: 0,
    total: 450,
    totalAmount: 450,
    refundedAmount: 0,
    refunds: [],
    reward: null,
    items: [
      {
        id: next * 10,
        itemId: 1,
        menuItemId: 1,
        name: "Shaah",
        itemName: "Shaah",
        quantity: 1,
        unitPrice: 450,
        price: 450,
        total: 450,
        options: [],
        note: null,
        rewardOff: 0,
        done: false,
      },
    ],
    summary: { itemCount: 1 },
    estimatedReadyAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    scheduledFor: null,
    statusHistory: [{ status: "received", createdAt }],
    ...fields,
  };
}
