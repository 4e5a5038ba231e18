CREATE TABLE "sms_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"ip_hash" text NOT NULL,
	"provider" text NOT NULL,
	"code_hash" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sms_verifications_phone_idx" ON "sms_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_verifications_ip_idx" ON "sms_verifications" USING btree ("ip_hash","created_at");