import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { BACKUP_FORMAT, type BackupHeader, type BackupRecord } from "./backup-format.ts";

export class BackupFileError extends Error {}

function lines(file: string) {
  const input = createReadStream(file).pipe(createGunzip());
  return { input, lines: createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }) };
}

function parseHeader(line: string | undefined, file: string): BackupHeader {
  let header: BackupHeader | undefined;
  try {
    header = line ? (JSON.parse(line) as BackupHeader) : undefined;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a Somali Sips backup`);
  return header;
}

/** The first line only: listing many backups reads a few bytes of each. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const { input, lines: reader } = lines(file);
  try {
    for await (const line of reader) return parseHeader(line, file);
    return parseHeader(undefined, file);
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${file} is not a Somali Sips backup (${(error as Error).message})`);
  } finally {
    reader.close();
    input.destroy();
  }
}

/** A table batch keeps its rows as text: numbers in jsonb or bigint columns never pass through a JS number. */
export type ReadRecord =
  | { table: string; rowsJson: string; count: number }
  | Exclude<BackupRecord, { table: string }>;

const tableLine = /^\{"table":("(?:[^"\\]|\\.)*"),"count":(\d+),"rows":(\[.*\])\}$/s;

function parseRecord(line: string): ReadRecord {
  const batch = tableLine.exec(line);
  if (batch) {
    return { table: JSON.parse(batch[1] as string), count: Number(batch[2]), rowsJson: batch[3] as string };
  }
  return JSON.parse(line) as ReadRecord;
}

/** The header, then every record in order; the caller checks the footer arrived (a cut file has none). */
export async function* readBackupRecords(
  file: string,
): AsyncGenerator<{ header: BackupHeader } | { record: ReadRecord }> {
  const { input, lines: reader } = lines(file);
  let first = true;
  try {
    for await (const line of reader) {
      if (first) {
        first = false;
        yield { header: parseHeader(line, file) };
      } else if (line) {
        yield { record: parseRecord(line) };
      }
    }
  } catch (error) {
    throw new BackupFileError(`${file} could not be read: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}
