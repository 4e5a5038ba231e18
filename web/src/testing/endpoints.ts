import type { AdminPromotion } from "@contract/loyalty-admin.ts";
import { menuItemSchema } from "@contract/menu.ts";
import { optionGroupViewSchema } from "@contract/menu-option-schemas.ts";
import { orderViewSchema, placedOrderSchema } from "@contract/order-views.ts";
import { orderingStatusSchema } from "@contract/ordering-hours-schemas.ts";
import type { Promotion } from "@contract/promotions.ts";
import { publicUserSchema, sessionAnswerSchema } from "@contract/users.ts";
import { z } from "zod";
import type { AnsweredEndpoint } from "./answers.ts";

/**
 * The endpoints several screens under test read, with the answer schemas docs/api.md gives them. A test of one
 * screen declares its own endpoints beside it the same way.
 */
export const endpoints = {
  adminOrders: { method: "GET", path: "/api/admin/orders", answer: z.array(orderViewSchema) },
  doneOrders: { method: "GET", path: "/api/admin/orders/done", answer: z.array(orderViewSchema) },
  order: { method: "GET", path: "/api/orders/:id", answer: orderViewSchema },
  orderStatus: { method: "PATCH", path: "/api/orders/:id/status", answer: orderViewSchema },
  orderingHours: { method: "GET", path: "/api/ordering-hours", answer: orderingStatusSchema },
  menu: { method: "GET", path: "/api/menu", answer: z.array(menuItemSchema) },
  preferences: { method: "PATCH", path: "/api/user/preferences", answer: publicUserSchema },
  createMenuItem: { method: "POST", path: "/api/menu", answer: menuItemSchema },
  updateMenuItem: { method: "PATCH", path: "/api/menu/:id", answer: menuItemSchema },
  optionGroups: {
    method: "GET",
    path: "/api/menu/:id/option-groups",
    answer: z.object({ groups: z.array(optionGroupViewSchema) }),
  },
  // The contract gives these answers as TypeScript types, not schemas: `z.custom` types the handler by them and
  // checks nothing more when the test runs.
  promotions: { method: "GET", path: "/api/promotions", answer: z.custom<AdminPromotion[]>() },
  createPromotion: { method: "POST", path: "/api/promotions", answer: z.custom<Promotion>() },
  endPromotion: { method: "DELETE", path: "/api/promotions/:id", answer: z.custom<Promotion>() },
  activePromotions: { method: "GET", path: "/api/promotions/active", answer: z.custom<Promotion[]>() },
  register: { method: "POST", path: "/api/register", answer: publicUserSchema },
  updateUser: { method: "PATCH", path: "/api/users/:id", answer: publicUserSchema },
  session: { method: "GET", path: "/api/session", answer: sessionAnswerSchema },
  guestOrder: { method: "POST", path: "/api/orders/guest", answer: placedOrderSchema },
} as const satisfies Record<string, AnsweredEndpoint<z.ZodType>>;

/** A dish on the menu, in stock, with no options. */
export function aDish(fields: Partial<z.input<typeof menuItemSchema>> = {}): z.input<typeof menuItemSchema> {
  return {
    id: 1,
    name: "Shaah",
    nameSo: "Shaah",
    description: null,
    descriptionSo: null,
    price: 4.5,
    category: "beverages",
    imageUrl: null,
    image_url: null,
    isAvailable: true,
    isFeatured: false,
    dietaryTags: "",
    stripeProductId: null,
    stripe_product_id: null,
    optionGroups: [],
    ...fields,
  };
}

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
