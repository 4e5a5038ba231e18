ALTER TABLE "order_refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds made before the tax part was stored: a refund of lines gave back its sales and their tax, nothing
-- else; a refund of an amount gave back the order's tax in proportion, within what its sales part left.
UPDATE "order_refunds" AS r SET "tax_cents" = CASE
  WHEN jsonb_array_length(r."items") > 0 THEN r."amount_cents" - r."sales_cents"
  ELSE greatest(0, least(r."amount_cents" - r."sales_cents", (r."amount_cents"::bigint * o."tax_cents") / nullif(o."total_cents", 0)))
END
FROM "orders" AS o WHERE o."id" = r."order_id";--> statement-breakpoint
-- From now on every refund states its tax part: no default to forget it with.
ALTER TABLE "order_refunds" ALTER COLUMN "tax_cents" DROP DEFAULT;
