import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Backup, backupNamePattern } from "../../../contract/backups.ts";
import { cafeDay } from "../../../contract/loyalty-birthday.ts";
import { readBackupHeader } from "./backup-reader.ts";
import { type BackupTarget, writeBackup } from "./backup-writer.ts";
import { backupsToPrune } from "./retention.ts";

export interface BackupService {
  readonly dir: string;
  /** Takes a backup now; a second call while one runs waits for that one instead of starting another. */
  create(kind: Backup["kind"]): Promise<Backup>;
  /** Newest first; files that are not complete backups are left out. */
  list(): Promise<Backup[]>;
  /** The path of a backup by its name, or undefined: only names the shop makes, only in its folder. */
  file(name: string): Promise<string | undefined>;
  /** Removes what the retention rule does not keep; answers the removed names. */
  prune(): Promise<string[]>;
}

export function backupService(target: BackupTarget): BackupService {
  let running: Promise<Backup> | undefined;
  const describe = async (name: string): Promise<Backup | undefined> => {
    const file = path.join(target.backupDir, name);
    try {
      const [info, header] = await Promise.all([stat(file), readBackupHeader(file)]);
      return {
        name,
        size: info.size,
        createdAt: header.createdAt,
        schemaVersion: header.schema.migrations,
        kind: header.kind,
      };
    } catch {
      return undefined;
    }
  };
  const service: BackupService = {
    dir: target.backupDir,
    create(kind) {
      running ??= writeBackup(target, kind)
        .then(async (written) => (await describe(written.name)) as Backup)
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    async list() {
      let names: string[];
      try {
        names = (await readdir(target.backupDir)).filter((name) => backupNamePattern.test(name));
      } catch {
        return [];
      }
      const backups = (await Promise.all(names.map(describe))).filter((b): b is Backup => Boolean(b));
      return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async file(name) {
      if (!backupNamePattern.test(name)) return undefined;
      const file = path.join(target.backupDir, name);
      try {
        return (await stat(file)).isFile() ? file : undefined;
      } catch {
        return undefined;
      }
    },
    async prune() {
      const backups = (await service.list()).map((b) => ({ ...b, createdAt: new Date(b.createdAt) }));
      const removed = backupsToPrune(backups).map((b) => b.name);
      for (const name of removed) await rm(path.join(target.backupDir, name), { force: true });
      return removed;
    },
  };
  return service;
}

/** Whether a nightly backup was already taken on the café day of `now`. */
export function hasNightlyOn(backups: readonly Backup[], now: Date): boolean {
  const today = cafeDay(now);
  return backups.some((backup) => {
    if (backup.kind !== "nightly") return false;
    const day = cafeDay(new Date(backup.createdAt));
    return day.year === today.year && day.month === today.month && day.day === today.day;
  });
}
