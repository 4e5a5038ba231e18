CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"two_factor_passed" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text,
	"email" text,
	"phone" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_secret" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"dietary_preferences" text DEFAULT '' NOT NULL,
	"language_preference" text DEFAULT 'en' NOT NULL,
	"accept_sms_marketing" boolean DEFAULT false NOT NULL,
	"accept_email_marketing" boolean DEFAULT false NOT NULL,
	"receive_order_updates" boolean DEFAULT true NOT NULL,
	"receive_points_updates" boolean DEFAULT true NOT NULL,
	"receive_promotions" boolean DEFAULT false NOT NULL,
	"birth_month" smallint,
	"birth_day" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");