import { z } from "zod";

/** A backup file's name: made by the shop, so anything else (a path, `..`) is refused before the disk is asked. */
export const backupNamePattern = /^backup-\d{8}-\d{6}-(nightly|manual)\.jsonl\.gz$/;

export const backupNameSchema = z.string().regex(backupNamePattern);

/** One backup in the settings tab's list (GET /api/admin/backups). */
export const backupSchema = z.object({
  name: backupNameSchema,
  size: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  /** How many migrations the backed-up database had: a restore refuses one newer than its code. */
  schemaVersion: z.number().int().nonnegative(),
  kind: z.enum(["nightly", "manual"]),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.array(backupSchema);

/** How many backups pruning keeps: the newest of each of the last 7 days and of each of the last 4 weeks. */
export const BACKUP_RETENTION = { daily: 7, weekly: 4 } as const;
