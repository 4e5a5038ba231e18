ALTER TABLE "orders" ADD COLUMN "text_when_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_text_sent_at" timestamp with time zone;