ALTER TABLE "order_items" ADD COLUMN "reward_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_name_so" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;