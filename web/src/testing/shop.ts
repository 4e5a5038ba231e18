import type { menuItemSchema } from "@contract/menu.ts";
import { DEFAULT_ORDERING_SETTINGS } from "@contract/ordering-hours.ts";
import type { orderingStatusSchema } from "@contract/ordering-hours-schemas.ts";
import type { z } from "zod";

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
    weekly: [...DEFAULT_ORDERING_SETTINGS.weekly],
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
