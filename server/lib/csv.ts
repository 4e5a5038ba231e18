import { stringify } from "csv-stringify/sync";

/**
 * RFC 4180 CSV with a byte-order mark, so spreadsheet programs read Somali and é right. A cell starting with
 * = + - @ would run as a formula in a spreadsheet: a leading quote disarms it (negative numbers stay numbers).
 */
export function spreadsheetCsv(rows: string[][]): string {
  const safe = (cell: string) =>
    /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
  return `\uFEFF${stringify(rows.map((row) => row.map(safe)))}`;
}
