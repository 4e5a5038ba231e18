import { eq } from "drizzle-orm";
import {
  DEFAULT_ORDERING_SETTINGS,
  type OrderingSettings,
  type OrderingSettingsInput,
} from "../../../contract/ordering-hours.ts";
import type { Db } from "../../db/client.ts";
import { orderingSettings } from "../../db/schema/index.ts";

const ROW_ID = 1;

/** The cafe's ordering settings; the specification's hours until an admin saves others. */
export async function readOrderingSettings(db: Db): Promise<OrderingSettings> {
  const [row] = await db.select().from(orderingSettings).where(eq(orderingSettings.id, ROW_ID));
  if (!row) return DEFAULT_ORDERING_SETTINGS;
  return {
    timeZone: row.timeZone,
    weekly: row.weekly,
    closures: row.closures,
    leadMinutes: row.leadMinutes,
    slotMinutes: row.slotMinutes,
    pausedUntil: row.pausedUntil ? row.pausedUntil.toISOString() : null,
  };
}

/** Saves the settings (the first save creates the row). */
export async function writeOrderingSettings(
  db: Db,
  changes: Partial<Omit<OrderingSettings, "pausedUntil">> & { pausedUntil?: Date | null },
): Promise<void> {
  const current = await readOrderingSettings(db);
  const values = {
    id: ROW_ID,
    timeZone: changes.timeZone ?? current.timeZone,
    weekly: changes.weekly ?? current.weekly,
    closures: changes.closures ?? current.closures,
    leadMinutes: changes.leadMinutes ?? current.leadMinutes,
    slotMinutes: changes.slotMinutes ?? current.slotMinutes,
    pausedUntil:
      changes.pausedUntil !== undefined
        ? changes.pausedUntil
        : current.pausedUntil
          ? new Date(current.pausedUntil)
          : null,
    updatedAt: new Date(),
  };
  await db
    .insert(orderingSettings)
    .values(values)
    .onConflictDoUpdate({ target: orderingSettings.id, set: { ...values, id: undefined } });
}

export type { OrderingSettingsInput };
