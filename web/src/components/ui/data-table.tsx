import type { Key, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { LARGE_SCREEN, useMediaQuery, WIDE_SCREEN } from "../../lib/use-media-query.ts";
import { EmptyNote } from "./query-view.tsx";

/** One column of a `DataTable`: its heading, what each row shows in it, and how it reads on a phone. */
export interface Column<Row> {
  /** Tells the columns apart; never shown. */
  key: string;
  /** The heading, a catalog text; on a phone's card, the label before the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures and amounts: right-aligned, with digits of one width so that they line up. */
  numeric?: boolean;
  align?: "start" | "end";
  /** Kept on one line (an order number, a date). */
  nowrap?: boolean;
  /** This cell names the row (`<th scope="row">`); on a card, it is the title. */
  rowHeader?: boolean;
  /** A heading for screen readers only, over a column that needs none to be seen (buttons, pictures). */
  headerHidden?: boolean;
  /**
   * On a phone: "label" shows the heading before the value; "bare" the value alone (a badge, the buttons);
   * "hidden" leaves the column out (of the card, or below 640 px of a `layout="table"`).
   */
  onPhone?: "label" | "bare" | "hidden";
}

interface DataTableProps<Row> {
  /** Names the table (`<caption>`) or the list of cards (`aria-label`) for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A row's React key; its `id` when it has one. */
  rowKey?: (row: Row) => Key;
  /**
   * "cards" (the admin panel's rule, docs/architecture.md#product-rules): a table from 768 px, one card per row
   * below. "table": always a table, for a few narrow columns that fit a 390 px phone; it scrolls inside its own
   * box if ever they do not.
   */
  layout?: "cards" | "table";
  /**
   * With "cards": the width from which rows are a table. "md" (768 px) by default; "lg" (1024 px) for a table
   * with so many columns that a portrait tablet would have to scroll it sideways to reach its buttons.
   */
  tableFrom?: "md" | "lg";
  /** Said in place of the table when no row is left (a filter that matched nothing). */
  empty?: ReactNode;
  /** Inside a `Card`: no frame of its own, and cream cards on a phone. */
  nested?: boolean;
  /** A last row of totals under the same columns (`<tfoot>`). */
  footer?: Row;
  testId?: string;
  /** Each row's `data-testid`, and each card's unless `cardTestId` is given. */
  rowTestId?: string | ((row: Row) => string);
  cardTestId?: string;
}

const idOf = (row: unknown, index: number): Key => (row as { id?: Key }).id ?? index;

const cellClass = <Row,>(column: Column<Row>, layout: "cards" | "table") =>
  cn(
    "px-3 py-2",
    (column.numeric || column.align === "end") && "text-right",
    column.numeric && "tabular-nums",
    column.nowrap && "whitespace-nowrap",
    layout === "table" && column.onPhone === "hidden" && "hidden sm:table-cell",
  );

/**
 * Every admin list's table (docs/architecture.md "Admin lists"): columns as data, a `<caption>` and scoped
 * headings, and on a phone cards that never make the page wider than the screen.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { layout = "cards", rows, empty, nested = false, tableFrom = "md" } = props;
  const wide = useMediaQuery(tableFrom === "lg" ? LARGE_SCREEN : WIDE_SCREEN);
  if (rows.length === 0 && empty) return <EmptyNote compact={nested}>{empty}</EmptyNote>;
  return layout === "cards" && !wide ? <Cards {...props} /> : <Table {...props} layout={layout} />;
}

function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  layout = "cards",
  nested,
  footer,
  testId,
  rowTestId,
}: DataTableProps<Row>) {
  const testIdOf = typeof rowTestId === "function" ? rowTestId : () => rowTestId;
  const cells = (row: Row) =>
    columns.map((column) =>
      column.rowHeader ? (
        <th key={column.key} scope="row" className={cn(cellClass(column, layout), "font-semibold")}>
          {column.cell(row)}
        </th>
      ) : (
        <td key={column.key} className={cellClass(column, layout)}>
          {column.cell(row)}
        </td>
      ),
    );
  return (
    <div className={nested ? "overflow-x-auto" : "overflow-x-auto rounded-xl bg-white shadow-soft"}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-crema-100">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn(cellClass(column, layout), "font-semibold")}>
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey ? rowKey(row) : idOf(row, index)}
              className="border-t border-crema-200 align-top"
              data-testid={testIdOf(row)}
            >
              {cells(row)}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="border-t border-crema-200 font-semibold">{cells(footer)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** Below 768 px: one card per row, its row heading as the title, then each column's heading and value. */
function Cards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  nested,
  footer,
  testId,
  rowTestId,
  cardTestId,
}: DataTableProps<Row>) {
  const testIdOf = (row: Row) => cardTestId ?? (typeof rowTestId === "function" ? rowTestId(row) : rowTestId);
  const title = columns.find((column) => column.rowHeader);
  const shown = columns.filter((column) => column !== title && column.onPhone !== "hidden");
  const card = (row: Row, key: Key, id?: string) => (
    <li
      key={key}
      className={nested ? "rounded-lg bg-crema-50 p-3" : "rounded-xl bg-white p-4 shadow-soft"}
      data-testid={id}
    >
      {title && <p className="font-semibold break-words">{title.cell(row)}</p>}
      <dl className="mt-1 space-y-1 text-sm">
        {shown.map((column) => (
          <div key={column.key} className="flex flex-wrap items-baseline gap-x-2">
            <dt className={column.onPhone === "bare" ? "sr-only" : "text-coffee-700"}>{column.header}</dt>
            <dd className={cn("min-w-0 break-words", column.numeric && "tabular-nums")}>
              {column.cell(row)}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    // Two cards a row from 640 px: one card the width of an upright tablet was mostly empty space.
    <ul
      aria-label={caption}
      className={nested ? "grid gap-2" : "grid gap-3 sm:grid-cols-2"}
      data-testid={testId}
    >
      {rows.map((row, index) => card(row, rowKey ? rowKey(row) : idOf(row, index), testIdOf(row)))}
      {footer && card(footer, "footer")}
    </ul>
  );
}
