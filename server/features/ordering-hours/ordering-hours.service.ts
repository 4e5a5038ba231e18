import {
  checkRequestedTime,
  type OrderingSettings,
  type OrderingSettingsInput,
  type OrderingStatus,
  orderingStatus,
  type PauseChoice,
  pauseEnd,
} from "../../../contract/ordering-hours.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { CachedValue, perDatabase } from "../../lib/cached-value.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/errors.ts";
import { readOrderingSettings, writeOrderingSettings } from "./ordering-settings.repo.ts";

/**
 * The settings as every page load and every order reads them, kept in memory: a save or a pause through this
 * instance drops them once it commits, another instance's change is seen within 5 s (decision 23).
 */
const settingsCache = perDatabase((db) => new CachedValue(() => readOrderingSettings(db), 5_000));

/** GET /api/ordering-hours: open or not, and what a customer may choose now. */
export async function currentOrderingStatus(db: Db, clock: Clock): Promise<OrderingStatus> {
  return orderingStatus(await settingsCache(db).get(), clock());
}

let lastStatus: { settings: OrderingSettings; second: number; status: OrderingStatus } | undefined;

/**
 * The same, worked out at most once a second for the same settings: the kept menu page asks it for every reader
 * (server/features/web-pages/serve-page.ts), and the week of slots takes most of a millisecond. A pause or a
 * saved change is new settings, seen at once.
 */
export async function orderingStatusThisSecond(db: Db, clock: Clock): Promise<OrderingStatus> {
  const settings = await settingsCache(db).get();
  const now = clock();
  const second = Math.floor(now.getTime() / 1000);
  if (lastStatus?.settings !== settings || lastStatus.second !== second)
    lastStatus = { settings, second, status: orderingStatus(settings, now) };
  return lastStatus.status;
}

/**
 * The server's judgement of an order's time (absent: as soon as possible): refuses with 400 and the
 * reason in the customer's language, or answers the requested time to store.
 */
export async function judgeRequestedTime(
  db: Db,
  now: Date,
  scheduledFor: string | undefined,
): Promise<Date | null> {
  const requested = scheduledFor ? new Date(scheduledFor) : undefined;
  const problem = checkRequestedTime(await settingsCache(db).get(), now, requested);
  if (problem) throw new HttpError(400, problem, {}, "scheduledFor");
  return requested ?? null;
}

export async function saveOrderingSettings(
  db: Db,
  actor: UserRow,
  input: Omit<OrderingSettingsInput, "closures"> & { closures: string[] },
): Promise<OrderingSettings> {
  const saved = await db.transaction(async (tx) => {
    const before = await readOrderingSettings(tx);
    await writeOrderingSettings(tx, {
      weekly: input.weekly,
      closures: input.closures,
      leadMinutes: input.leadMinutes,
      slotMinutes: input.slotMinutes,
    });
    const after = await readOrderingSettings(tx);
    await recordAdminAction(tx, {
      actor,
      action: "settings.changed",
      target: { type: "settings", id: "ordering" },
      before,
      after,
    });
    return after;
  });
  settingsCache(db).invalidate();
  return saved;
}

/** The busy counter: pause online ordering for a while or until the next opening, or resume now. */
export async function pauseOrdering(
  db: Db,
  clock: Clock,
  actor: UserRow,
  choice: PauseChoice | "resume",
): Promise<OrderingStatus> {
  const now = clock();
  await db.transaction(async (tx) => {
    const before = await readOrderingSettings(tx);
    const pausedUntil = choice === "resume" ? null : pauseEnd(before, now, choice);
    await writeOrderingSettings(tx, { pausedUntil });
    await recordAdminAction(tx, {
      actor,
      action: "settings.changed",
      target: { type: "settings", id: "ordering-pause" },
      before: { pausedUntil: before.pausedUntil },
      after: { pausedUntil: pausedUntil?.toISOString() ?? null },
    });
  });
  settingsCache(db).invalidate();
  return currentOrderingStatus(db, clock);
}
