ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Subscriptions made before double opt-in stand as they were: confirmed when they were made.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "status" = 'subscribed';
