import { menuItemSchema } from "@contract/menu.ts";
import { orderViewSchema } from "@contract/order-views.ts";
import { orderingStatusSchema } from "@contract/ordering-hours-schemas.ts";
import { z } from "zod";
import type { AnsweredEndpoint } from "./answers.ts";

/**
 * The endpoints several screens under test read, with the answer schemas docs/api.md gives them. A test of one
 * screen declares its own endpoints beside it the same way.
 */
export const endpoints = {
  adminOrders: { method: "GET", path: "/api/admin/orders", answer: z.array(orderViewSchema) },
  doneOrders: { method: "GET", path: "/api/admin/orders/done", answer: z.array(orderViewSchema) },
  orderStatus: { method: "PATCH", path: "/api/orders/:id/status", answer: orderViewSchema },
  orderingHours: { method: "GET", path: "/api/ordering-hours", answer: orderingStatusSchema },
  menu: { method: "GET", path: "/api/menu", answer: z.array(menuItemSchema) },
} as const satisfies Record<string, AnsweredEndpoint<z.ZodType>>;

/** The café open now, taking orders as soon as possible. */
export function openNow(): z.input<typeof orderingStatusSchema> {
  const now = new Date().toISOString();
  return {
    now,
    timeZone: "Africa/Mogadishu",
    open: true,
    closesAt: null,
    nextOpen: null,
    asapAvailable: true,
    pausedUntil: null,
    leadMinutes: 15,
    slotMinutes: 15,
    slots: [],
  };
}
