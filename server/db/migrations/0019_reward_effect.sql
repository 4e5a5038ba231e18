ALTER TABLE "rewards" ADD COLUMN "effect" text;--> statement-breakpoint
-- Every reward keeps the effect it had when it was read from its cost (decision 22): the seeded tiers first,
-- then a free drink when the reward gives one, else its value off.
UPDATE "rewards" SET "effect" = CASE
	WHEN "points_cost" = 100 THEN 'free_hot_drink'
	WHEN "points_cost" = 200 THEN 'free_drink_and_snack'
	WHEN "points_cost" = 500 THEN 'free_plate'
	WHEN "points_cost" = 1000 THEN 'value_off'
	WHEN "gives_free_drink" THEN 'free_drink'
	ELSE 'value_off'
END;--> statement-breakpoint
ALTER TABLE "rewards" ALTER COLUMN "effect" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_effect_check" CHECK ("rewards"."effect" in ('free_hot_drink', 'free_drink_and_snack', 'free_plate', 'free_drink', 'value_off'));
