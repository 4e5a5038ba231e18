ALTER TABLE "orders" ADD COLUMN "reward_code" text;--> statement-breakpoint
-- Oat milk's Somali name was half English ("Caano oats") in databases seeded before the seed said "Caano boorash".
-- Only a choice still carrying the old text is renamed: a name the café has since changed itself is kept.
UPDATE "menu_option_choices" SET "name_so" = 'Caano boorash' WHERE "name_so" = 'Caano oats';
