/**
 * A backup is one gzip file of JSON lines (decision 34), the same from PGlite and PostgreSQL:
 * - a header: format, when, the schema version (migrations applied, the last one's tag);
 * - table batches in foreign-key order, each row as PostgreSQL's own `row_to_json`, read back with
 *   `json_populate_recordset`, so every type (timestamps, numeric, bytea, jsonb) round-trips exactly;
 * - the sequences' values (order numbers continue), each uploaded picture, and a footer with the counts,
 *   without which the file is incomplete and is refused.
 */
export const BACKUP_FORMAT = "somali-sips-backup";
export const BACKUP_FORMAT_VERSION = 1;

export interface SchemaVersion {
  /** Migrations applied: the index of the next one to run. */
  migrations: number;
  /** The last applied migration's tag (`0020_roles`), to tell two branches' schemas apart. */
  tag: string | null;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  kind: "nightly" | "manual";
  schema: SchemaVersion;
  /** The driver it was taken from: informative only, the content is the same. */
  source: "pglite" | "postgres";
}

export interface BackupFooter {
  end: true;
  tables: Record<string, number>;
  files: number;
}

/** One line after the header: a batch of rows, the sequences, an uploaded file, or the footer. */
export type BackupRecord =
  | { table: string; count: number; rows: Record<string, unknown>[] }
  | { sequences: Record<string, { value: string; called: boolean }> }
  | { file: string; data: string }
  | BackupFooter;

/** Rows per line: a few hundred kilobytes, so neither side holds a whole table in memory. */
export const ROWS_PER_BATCH = 500;
