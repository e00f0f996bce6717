-- The console's 营销 area (issue #16): a flash sale's whole allotment beside what is left of it
-- (act_stock), so an operator's change of the activity stock never goes below what orders and
-- holds already took (act_total - act_stock). Rows from before start with what was left then.
ALTER TABLE "activity_skus" ADD COLUMN "act_total" integer;
--> statement-breakpoint
UPDATE "activity_skus" SET "act_total" = "act_stock" WHERE "act_stock" IS NOT NULL;
