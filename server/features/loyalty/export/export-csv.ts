import { spreadsheetCsv } from "../../../lib/csv.ts";
import type { ExportTable } from "./export-table.ts";

/** The table as a spreadsheet reads it (server/lib/csv.ts). */
export function exportCsv(table: ExportTable): string {
  return spreadsheetCsv([table.headers, ...table.rows]);
}
