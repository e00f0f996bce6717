CREATE TABLE "trade_in_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_in_id" bigint NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_in_orders" DROP CONSTRAINT "trade_in_orders_amounts";--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "condition_answers" jsonb;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "final_price" integer;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "inspection_note" text;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "payout" integer;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "return_carrier" text;--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD COLUMN "return_tracking_no" text;--> statement-breakpoint
ALTER TABLE "trade_in_events" ADD CONSTRAINT "trade_in_events_trade_in_id_trade_in_orders_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_in_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_events_trade_in_idx" ON "trade_in_events" USING btree ("trade_in_id","at");--> statement-breakpoint
CREATE INDEX "trade_in_orders_queue_idx" ON "trade_in_orders" USING btree ("status","status_since");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_orders_open_imei_key" ON "trade_in_orders" USING btree ("imei") WHERE "trade_in_orders"."status" NOT IN ('cancelled', 'returned');--> statement-breakpoint
ALTER TABLE "trade_in_orders" ADD CONSTRAINT "trade_in_orders_amounts" CHECK ("trade_in_orders"."estimate" >= 0 AND "trade_in_orders"."subsidy" >= 0 AND "trade_in_orders"."credit" >= 0 AND coalesce("trade_in_orders"."final_price", 0) >= 0 AND coalesce("trade_in_orders"."payout", 0) >= 0);--> statement-breakpoint
-- Recycling orders from before issue #17: 已质检 becomes 质检中 (no final price was ever set), a
-- settled one keeps its estimate as the final price with nothing more paid, each state's start is
-- its step's time, and each order's timeline is rebuilt from the step times it kept.
UPDATE "trade_in_orders" SET
  "status" = CASE "status" WHEN 'inspected' THEN 'inspecting' ELSE "status" END,
  "final_price" = CASE WHEN "status" = 'settled' THEN "estimate" ELSE NULL END,
  "payout" = CASE WHEN "status" = 'settled' THEN 0 ELSE NULL END,
  "status_since" = coalesce("cancelled_at", "settled_at", "inspected_at", "picked_up_at", "created_at");--> statement-breakpoint
INSERT INTO "trade_in_events" ("trade_in_id", "status", "text", "actor", "at")
  SELECT "id", 'created', '回收单已创建，等待上门取件', 'system', "created_at" FROM "trade_in_orders"
  UNION ALL SELECT "id", 'picked_up', '旧机已上门取件', 'system', "picked_up_at" FROM "trade_in_orders" WHERE "picked_up_at" IS NOT NULL
  UNION ALL SELECT "id", 'inspecting', '旧机已送达，质检中', 'system', "inspected_at" FROM "trade_in_orders" WHERE "inspected_at" IS NOT NULL
  UNION ALL SELECT "id", 'settled', '回收已完成', 'system', "settled_at" FROM "trade_in_orders" WHERE "settled_at" IS NOT NULL
  UNION ALL SELECT "id", 'cancelled', '新机订单已取消，回收单随之取消', 'system', "cancelled_at" FROM "trade_in_orders" WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
-- 以旧换新 in the console: the after-sales role (客服) and 运营 handle the recycling orders.
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT p FROM unnest(array_append("permissions", 'trade-in.write')) AS p
  ORDER BY array_position(ARRAY['catalogue.write', 'prices.write', 'stock.write', 'activities.write', 'coupons.write', 'cms.write', 'agreements.write', 'faq.write', 'community.moderate', 'members.read', 'members.reveal', 'members.write', 'orders.read', 'tickets.write', 'after-sales.review', 'trade-in.write', 'chat.answer', 'messages.send', 'shipping.write', 'refunds.write', 'invoices.write', 'reports.read', 'staff.manage', 'audit.read', 'settings.write']::text[], p) NULLS LAST
) WHERE "code" IN ('operations', 'customer_service') AND NOT ('trade-in.write' = ANY("permissions"));
