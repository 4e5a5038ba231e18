import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Address, AddressInput, addressPatchSchema } from "../../../contract/addresses.ts";
import type { Db } from "../../db/client.ts";
import { type AddressRow, addresses } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

type AddressPatch = z.output<typeof addressPatchSchema>;

const toAddress = ({ userId: _user, createdAt: _created, ...address }: AddressRow): Address => address;
const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/** The default first, then in the order they were saved. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

export async function addAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    // The first address is the default; a new default takes over from the old one.
    const isDefault = input.isDefault ?? existing.length === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [created] = await tx
      .insert(addresses)
      .values({ ...input, isDefault, userId })
      .returning();
    return created!;
  });
  return toAddress(row);
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  patch: AddressPatch,
): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    if (patch.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    }
    // Nothing to change (an empty form): answer the address as it is rather than an empty UPDATE (500).
    const nothing = Object.values(patch).every((value) => value === undefined);
    const [updated] = nothing
      ? await tx.select().from(addresses).where(mine(userId, id))
      : await tx.update(addresses).set(patch).where(mine(userId, id)).returning();
    if (!updated) throw notFound();
    return updated;
  });
  return toAddress(row);
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const [deleted] = await db.delete(addresses).where(mine(userId, id)).returning();
  if (!deleted) throw notFound();
}

/** One of the member's own saved addresses, as one line for an order; undefined for anyone else's. */
export async function ownAddressLine(db: Db, userId: number, id: number): Promise<string | undefined> {
  const [saved] = await db.select().from(addresses).where(mine(userId, id));
  return saved ? [saved.label, saved.street].filter(Boolean).join(", ") : undefined;
}
