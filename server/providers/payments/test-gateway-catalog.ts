import type { Db } from "../../db/client.ts";
import { testGatewayProducts } from "../../db/schema/index.ts";

/**
 * The test gateway's small product catalogue, named like some of the seeded menu items, so "Sync from
 * provider" has something to link (and prices to bring) on a fresh machine.
 */
export const testGatewayCatalog: (typeof testGatewayProducts.$inferInsert)[] = [
  {
    id: "prod_test_shaah",
    name: "Shaah Spiced Milk Tea",
    description: "Black tea simmered with cardamom, cinnamon and cloves, finished with hot milk.",
    priceCents: 325,
    category: "hot_drinks",
  },
  {
    id: "prod_test_qaxwo",
    name: "Somali Coffee (Qaxwo)",
    description: "Dark-roasted coffee boiled with cardamom and ginger.",
    priceCents: 350,
    category: "hot_drinks",
  },
  {
    id: "prod_test_sambuus",
    name: "Beef Sambuus",
    description: "Two golden, crisp sambuus filled with spiced ground beef, onion and green chili.",
    priceCents: 450,
    category: "snacks",
  },
  {
    id: "prod_test_bariis",
    name: "Bariis Iskukaris with Goat",
    description: "Spiced rice with tender goat, raisins and banana on the side.",
    priceCents: 1895,
    category: "lunch",
  },
];

/** Adds the catalogue's products that are missing; existing rows (maybe edited) are left alone. */
export async function seedTestGatewayProducts(db: Db): Promise<void> {
  await db.insert(testGatewayProducts).values(testGatewayCatalog).onConflictDoNothing();
}
