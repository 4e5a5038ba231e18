import { stringify } from "csv-stringify/sync";

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read Somali and é right. */
export function exportCsv(table: { headers: string[]; rows: string[][] }): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: a leading quote disarms it.
  const safe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) && !/^-\d+$/.test(cell) ? `'${cell}` : cell);
  return `\uFEFF${stringify([table.headers, ...table.rows.map((row) => row.map(safe))])}`;
}
