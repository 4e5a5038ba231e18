import { eq, sql } from "drizzle-orm";
import { type MenuCategory, menuCategories } from "../../../contract/menu-categories.ts";
import type { Db } from "../../db/client.ts";
import { menuItems } from "../../db/schema/index.ts";
import { type AuditRecord, recordAdminAction } from "../../lib/audit.ts";
import type { CatalogProduct, PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { invalidateMenu } from "../menu/public.ts";

const categoryOf = (value: string | null): MenuCategory =>
  menuCategories.includes(value as MenuCategory) ? (value as MenuCategory) : "specials";

async function syncOne(tx: Db, product: CatalogProduct & { priceCents: number }) {
  const [linked] = await tx
    .select()
    .from(menuItems)
    .where(eq(menuItems.stripeProductId, product.id))
    .limit(1);
  const [named] = linked
    ? [linked]
    : await tx
        .select()
        .from(menuItems)
        .where(
          sql`lower(${menuItems.name}) = lower(${product.name}) and ${menuItems.stripeProductId} is null and ${menuItems.archivedAt} is null`,
        )
        .limit(1);
  if (named) {
    await tx
      .update(menuItems)
      .set({
        name: product.name,
        priceCents: product.priceCents,
        imageUrl: product.imageUrl ?? named.imageUrl,
        stripeProductId: product.id,
        updatedAt: sql`now()`,
      })
      .where(eq(menuItems.id, named.id));
    return;
  }
  await tx.insert(menuItems).values({
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    category: categoryOf(product.category),
    imageUrl: product.imageUrl,
    stripeProductId: product.id,
  });
}

/**
 * GET /api/stripe/sync-products: the provider's catalogue into the menu (docs/architecture.md#product-rules:
 * name, price, image, stripeProductId). A product links to the menu item it is already linked to, else to the
 * item of the same name; otherwise it becomes a new item. Products without a price are skipped. Answers how
 * many synced.
 */
export async function syncProviderProducts(
  db: Db,
  provider: PaymentProvider,
  actor: AuditRecord["actor"],
): Promise<number> {
  const products = (await provider.listProducts()).filter(
    (product): product is CatalogProduct & { priceCents: number } =>
      product.priceCents !== null && product.priceCents > 0,
  );
  await db.transaction(async (tx) => {
    for (const product of products) await syncOne(tx, product);
    await recordAdminAction(tx, {
      actor,
      action: "menu.synced",
      target: { type: "menu_item" },
      after: { synced: products.length, products: products.map((product) => product.id) },
    });
  });
  invalidateMenu(db);
  return products.length;
}
