import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import { type BackupService, hasNightlyOn } from "./backups.service.ts";

const CHECK_EVERY_MS = 10 * 60 * 1000;

const cafeHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat("en-US", { timeZone: CAFE_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).format(
      at,
    ),
  );

interface Log {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

/**
 * During the café-local hour `hour` (BACKUP_HOUR), once per café day, takes a nightly backup and prunes old
 * ones. Checked every 10 minutes, so a restart within the hour still backs up; a night the shop was down is
 * skipped (an on-demand backup covers it). Answers a stop function for shutdown.
 */
export function startNightlyBackups(backups: BackupService, hour: number, log: Log, now = () => new Date()) {
  let busy = false;
  const check = async () => {
    if (busy || cafeHour(now()) !== hour) return;
    busy = true;
    try {
      if (hasNightlyOn(await backups.list(), now())) return;
      const backup = await backups.create("nightly");
      const pruned = await backups.prune();
      log.info({ backup: backup.name, size: backup.size, pruned }, "nightly backup written");
    } catch (err) {
      log.error({ err }, "nightly backup failed");
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
