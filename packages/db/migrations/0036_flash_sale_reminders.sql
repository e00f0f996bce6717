-- 提醒我 on an upcoming flash-sale SKU (/speedKill, issue #18): one row per member and activity SKU; sent_at stamped when the reminder job sends the inbox message.
CREATE TABLE "flash_sale_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flash_sale_reminders" ADD CONSTRAINT "flash_sale_reminders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_reminders_key" ON "flash_sale_reminders" USING btree ("activity_id","sku_code","member_id");--> statement-breakpoint
CREATE INDEX "flash_sale_reminders_member_idx" ON "flash_sale_reminders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "flash_sale_reminders_unsent_idx" ON "flash_sale_reminders" USING btree ("activity_id") WHERE "flash_sale_reminders"."sent_at" IS NULL;