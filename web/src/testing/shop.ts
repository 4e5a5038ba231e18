import type { MenuItem, menuItemSchema } from "@contract/menu.ts";
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

/** A latte with a required milk (whole by default, oat for 50¢ more) and an optional extra shot. */
export function aLatte(): MenuItem {
  return aDish({
    id: 3,
    name: "Cardamom Latte",
    price: 5.25,
    optionGroups: [
      {
        id: 1,
        name: "Milk",
        nameSo: "Caano",
        min: 1,
        max: 1,
        choices: [
          { id: 11, name: "Whole milk", nameSo: "Caano buuxa", price: 0, isDefault: true, isAvailable: true },
          { id: 12, name: "Oat milk", nameSo: "Caano oats", price: 0.5, isDefault: false, isAvailable: true },
        ],
      },
      {
        id: 2,
        name: "Extra shot",
        nameSo: "Koob dheeraad ah",
        min: 0,
        max: 1,
        choices: [
          {
            id: 21,
            name: "Extra espresso shot",
            nameSo: "Espresso dheeraad",
            price: 0.75,
            isDefault: false,
            isAvailable: true,
          },
        ],
      },
    ],
  }) as MenuItem;
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
