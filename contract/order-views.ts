import { z } from "zod";
import { optionalEmail, rowIdSchema } from "./fields.ts";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "./order-status.ts";

/** Answers of spec part 2 "Orders"; money in cents (spec part 1 section 3). */

export interface PlacedOrder {
  id: number;
  orderId: number;
  orderNumber: string;
  paymentRequired: boolean;
  /** Signed link token: lets whoever holds it follow the order (emails, another device). */
  trackingToken: string;
  total: number;
}

/** One line, with every spelling the specification's screens read (history, detail, success). */
export interface OrderLineView {
  id: number;
  itemId: number | null;
  menuItemId: number | null;
  name: string;
  itemName: string;
  quantity: number;
  unitPrice: number;
  price: number;
  total: number;
  options: string[];
}

/** An order as GET /api/orders/{id} and /history give it. */
export interface OrderView {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  orderStatus: OrderStatus;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  user: { fullName: string | null; username: string; email: string | null; phone: string | null } | null;
  isDelivery: boolean;
  deliveryLocation: string;
  deliveryNotes: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotal: number;
  discount: number;
  pointsSpent: number;
  tax: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  donation: number;
  total: number;
  totalAmount: number;
  items: OrderLineView[];
  summary: { itemCount: number };
  estimatedReadyAt: string;
  statusHistory: { status: OrderStatus; createdAt: string }[];
}

/** POST /api/send-receipt: the order's receipt, to the address given or to the order's own. */
export const sendReceiptSchema = z.object({
  orderId: rowIdSchema,
  email: optionalEmail,
});
