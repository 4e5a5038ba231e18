import { BACKUP_RETENTION } from "../../../contract/backups.ts";
import { cafeDay } from "../../../contract/loyalty-birthday.ts";

interface Dated {
  name: string;
  createdAt: Date;
}

const dayKey = (at: Date) => {
  const day = cafeDay(at);
  return `${day.year}-${day.month}-${day.day}`;
};

/** The café-local Monday starting the week of `at`, as a key. */
const weekKey = (at: Date) => {
  const day = cafeDay(at);
  const civil = new Date(Date.UTC(day.year, day.month - 1, day.day));
  civil.setUTCDate(civil.getUTCDate() - ((civil.getUTCDay() + 6) % 7));
  return civil.toISOString().slice(0, 10);
};

/**
 * Which backups pruning removes: it keeps the newest of each of the last `daily` café days that have one and
 * the newest of each of the last `weekly` weeks, and removes the rest.
 */
export function backupsToPrune<T extends Dated>(backups: readonly T[], keep = BACKUP_RETENTION): T[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<T>();
  for (const [key, limit] of [
    [dayKey, keep.daily],
    [weekKey, keep.weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const period = key(backup.createdAt);
      if (seen.has(period)) continue;
      if (seen.size >= limit) break;
      seen.add(period);
      kept.add(backup);
    }
  }
  return newestFirst.filter((backup) => !kept.has(backup));
}
