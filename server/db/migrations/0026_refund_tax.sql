ALTER TABLE "order_refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds made before the tax part was stored. A refund of lines gave back its sales and their tax, nothing
-- else; a refund of an amount the order's tax in proportion, within what its sales part left. Taken in order,
-- an order's rows never give back more than its tax, and the row that gave back its whole total gets the rest.
WITH guessed AS (
  SELECT r."id", r."order_id", r."amount_cents", r."amount_cents" - r."sales_cents" AS "room",
    o."tax_cents" AS "order_tax", o."total_cents" AS "order_total",
    CASE
      WHEN jsonb_array_length(r."items") > 0 THEN r."amount_cents" - r."sales_cents"
      ELSE greatest(0, least(r."amount_cents" - r."sales_cents",
        (r."amount_cents"::bigint * o."tax_cents") / nullif(o."total_cents", 0)))
    END AS "guess"
  FROM "order_refunds" AS r JOIN "orders" AS o ON o."id" = r."order_id"
), so_far AS (
  SELECT "id", "order_id", "room",
    CASE
      WHEN sum("amount_cents") OVER (PARTITION BY "order_id" ORDER BY "id") >= "order_total" THEN "order_tax"
      ELSE least("order_tax", sum("guess") OVER (PARTITION BY "order_id" ORDER BY "id"))
    END AS "tax_up_to"
  FROM guessed
), parts AS (
  SELECT "id", "room",
    "tax_up_to" - coalesce(lag("tax_up_to") OVER (PARTITION BY "order_id" ORDER BY "id"), 0) AS "part"
  FROM so_far
)
UPDATE "order_refunds" SET "tax_cents" = greatest(0, least(parts."room", parts."part"))
FROM parts WHERE parts."id" = "order_refunds"."id";--> statement-breakpoint
-- From now on every refund states its tax part: no default to forget it with.
ALTER TABLE "order_refunds" ALTER COLUMN "tax_cents" DROP DEFAULT;
