import { getTableColumns, sql } from "drizzle-orm";
import type { ChosenOption } from "../../../contract/menu-options.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderItems, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { databaseGroupLimits } from "../../db/unavailable.ts";
import { BatchQueue } from "../../lib/batch-queue.ts";
import type { OrderLifecycle, StoredParts } from "./order-lifecycle.ts";
import type { OrderRequest } from "./order-request.ts";
import { countsInQueue, ordersAheadOf } from "./order-view.ts";

/** A line as it is stored, priced from the menu. */
export interface DraftLine {
  menu_item_id: number;
  name: string;
  unit_price_cents: number;
  quantity: number;
  options: ChosenOption[];
  note: string | null;
  reward_cents: number;
}

/**
 * An order's columns as placing it sets them, every one given (null where empty); the others take their
 * defaults: id, number, status, payment status, times.
 */
export type OrderValues = Required<
  Omit<
    typeof orders.$inferInsert,
    | "id"
    | "orderNumber"
    | "status"
    | "paymentStatus"
    | "pointsSpent"
    | "refundedCents"
    | "confirmationSentAt"
    | "readyTextSentAt"
    | "createdAt"
    | "updatedAt"
  >
>;

/** An order priced and checked (place-order.service.ts), ready to be stored. */
export interface OrderDraft {
  values: OrderValues;
  /** Stored with its confirmation claimed (`confirmation_sent_at` = the transaction's `now()`). */
  claimsConfirmation: boolean;
  lines: DraftLine[];
  request: OrderRequest;
}

const orderColumns = Object.entries(getTableColumns(orders));

/** A row as the database returns it (column names, timestamps as text) read as drizzle reads it. */
function orderRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of orderColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/**
 * The insert of a group's orders as one statement with one JSON parameter, like its lines: drizzle's
 * `insert().values()` builds a parameter per column per order and checked each one's type through class
 * chains, which cost more server CPU than anything else in placing an order (bench/orders.ts).
 * `jsonb_populate_recordset` reads each column as its own type; the rows keep the drafts' order.
 */
function insertOrders(drafts: OrderDraft[]) {
  const names = orderColumns
    .filter(([key]) => key in drafts[0]!.values)
    .map(([key, column]) => [key, column.name]);
  const list = sql.raw(names.map(([, name]) => `"${name}"`).join(", "));
  const selected = sql.raw(names.map(([, name]) => `r."${name}"`).join(", "));
  const rows = drafts.map((draft) =>
    Object.fromEntries(names.map(([key, name]) => [name, draft.values[key as keyof OrderValues] ?? null])),
  );
  const claims = `{${drafts.map((draft) => draft.claimsConfirmation).join(",")}}`;
  return sql`
    insert into ${orders} (${list}, confirmation_sent_at)
    select ${selected}, case when (${claims}::boolean[])[r.ordinality] then now() end
    from rows from (jsonb_populate_recordset(null::${orders}, ${JSON.stringify(rows)}::jsonb))
      with ordinality as r
    order by r.ordinality
    returning *`;
}

export interface WrittenOrder {
  row: OrderRow;
  parts: StoredParts;
}

/** What the statement storing the lines and first statuses gives back. */
interface StoredIds {
  line_ids: number[];
  statuses: { id: number; order_id: number; created_at: string }[];
  ahead: number;
}

/**
 * Stores orders with their lines and first status in one transaction: three statements and one commit
 * whether it holds one order or forty (bench/orders.ts). The placed handlers run inside it, so a handler that
 * refuses an order undoes the whole group, and the queue writes each of its orders again alone.
 */
async function writeOrders(db: Db, lifecycle: OrderLifecycle, drafts: OrderDraft[]): Promise<WrittenOrder[]> {
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(insertOrders(drafts))) as unknown as {
      rows: Record<string, unknown>[];
    };
    // One statement's rows take the id sequence's values in the order of its rows: by id is the drafts' order.
    const rows = inserted.rows.map(orderRow).sort((a, b) => a.id - b.id);
    const lines = drafts.flatMap((draft, index) =>
      draft.lines.map((line) => ({ ...line, order_id: rows[index]!.id })),
    );
    const statuses = rows.map((row) => ({ order_id: row.id, changed_by: row.userId }));
    const result = await tx.execute(sql`
      with stored_lines as (
        insert into ${orderItems}
          (order_id, menu_item_id, name, unit_price_cents, quantity, options, note, reward_cents)
        select l.order_id, l.menu_item_id, l.name, l.unit_price_cents, l.quantity, l.options, l.note, l.reward_cents
        from rows from (
          jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as (order_id integer, menu_item_id integer, name text, unit_price_cents integer, quantity integer,
                options jsonb, note text, reward_cents integer)
        ) with ordinality as l(order_id, menu_item_id, name, unit_price_cents, quantity, options, note,
          reward_cents, n)
        order by l.n
        returning id
      ), stored_statuses as (
        insert into ${orderStatusHistory} (order_id, status, changed_by)
        select s.order_id, 'received', s.changed_by
        from jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) as s(order_id integer, changed_by integer)
        returning id, order_id, created_at
      )
      select (select json_agg(id order by id) from stored_lines) as line_ids,
        (select json_agg(json_build_object('id', id, 'order_id', order_id, 'created_at', created_at))
          from stored_statuses) as statuses,
        ${ordersAheadOf(rows[0]!.id)} as ahead`);
    const stored = (result as unknown as { rows: StoredIds[] }).rows[0]!;
    const handled = await lifecycle.runPlaced(
      tx,
      rows.map((row, index) => ({ order: row, request: drafts[index]!.request })),
    );

    let nextLine = 0;
    // The queue ahead of the group's first order, then each order of the group counts for the ones after it.
    let ahead = Number(stored.ahead);
    return rows.map((row, index) => {
      const status = stored.statuses.find((entry) => Number(entry.order_id) === row.id)!;
      const parts: StoredParts = {
        lines: drafts[index]!.lines.map((line) => ({
          id: Number(stored.line_ids[nextLine++]),
          orderId: row.id,
          menuItemId: line.menu_item_id,
          name: line.name,
          unitPriceCents: line.unit_price_cents,
          quantity: line.quantity,
          options: line.options,
          note: line.note,
          rewardCents: line.reward_cents,
          doneAt: null,
        })),
        history: [
          {
            id: Number(status.id),
            orderId: row.id,
            status: "received",
            changedBy: row.userId,
            createdAt: new Date(status.created_at),
          },
        ],
        ahead,
      };
      if (countsInQueue(handled[index]!)) ahead += 1;
      return { row: handled[index]!, parts };
    });
  });
}

/** One queue per shop, made with its first order: a shop has one lifecycle and one database. */
const queues = new WeakMap<OrderLifecycle, BatchQueue<OrderDraft, WrittenOrder>>();

/** Stores an order, together with the others being placed at the same moment. */
export function writeOrder(db: Db, lifecycle: OrderLifecycle, draft: OrderDraft): Promise<WrittenOrder> {
  let queue = queues.get(lifecycle);
  if (!queue) {
    queue = new BatchQueue((drafts) => writeOrders(db, lifecycle, drafts), databaseGroupLimits);
    queues.set(lifecycle, queue);
  }
  return queue.submit(draft);
}
