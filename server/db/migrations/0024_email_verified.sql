ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts from before verification: an address Google vouched for (a linked Google account) or one the café's
-- admin entered (the account's creation is in the audit log) counts as proved; a member's own typed address does not.
UPDATE "users" SET "email_verified" = true WHERE "email" IS NOT NULL AND ("google_subject" IS NOT NULL OR EXISTS (SELECT 1 FROM "admin_audit_log" WHERE "admin_audit_log"."action" = 'user.created' AND "admin_audit_log"."target_type" = 'user' AND "admin_audit_log"."target_id" = "users"."id"::text));
