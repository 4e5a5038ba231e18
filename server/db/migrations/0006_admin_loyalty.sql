ALTER TABLE "reward_redemptions" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "used_by" integer;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;