-- Issue #15 item 5 (the flash-sale rush): units of an activity's own stock held for an order being
-- placed, taken from activity_skus by one short statement outside the order transaction (see
-- packages/db/src/schema/marketing.ts, activityStockHolds).
CREATE TABLE "activity_stock_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_stock_holds_qty" CHECK ("activity_stock_holds"."qty" >= 1)
);
--> statement-breakpoint
CREATE INDEX "activity_stock_holds_created_idx" ON "activity_stock_holds" USING btree ("created_at");