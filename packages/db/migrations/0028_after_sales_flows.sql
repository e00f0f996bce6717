CREATE TABLE "after_sales_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"sku_name" text NOT NULL,
	"attrs" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"refund_amt" integer DEFAULT 0 NOT NULL,
	"points_back" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "after_sales_lines_amounts" CHECK ("after_sales_lines"."qty" >= 1 AND "after_sales_lines"."refund_amt" >= 0 AND "after_sales_lines"."points_back" >= 0)
);
--> statement-breakpoint
ALTER TABLE "after_sales_requests" DROP CONSTRAINT "after_sales_requests_amounts";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "points_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "trade_in_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "opened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "shipping_refund" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "points_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "client_token" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "return_method" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "return_carrier" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "return_tracking_no" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "exchange_carrier" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "exchange_tracking_no" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_request_id_after_sales_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sales_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_request_id_after_sales_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sales_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_events_request_idx" ON "after_sales_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "after_sales_lines_request_idx" ON "after_sales_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "after_sales_lines_line_idx" ON "after_sales_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "after_sales_requests_order_idx" ON "after_sales_requests" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "after_sales_requests_queue_idx" ON "after_sales_requests" USING btree ("status","status_since");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_requests_client_token_key" ON "after_sales_requests" USING btree ("member_id","client_token");--> statement-breakpoint
-- Requests filed before issue #17 had one line each: that line moves to after_sales_lines, the
-- old states map onto the new machine, the free-text reason becomes the description, and each
-- request's timeline starts with its filing.
INSERT INTO "after_sales_lines" ("request_id", "line_id", "sku_code", "sku_name", "qty", "unit_price", "refund_amt")
  SELECT r."id", r."line_id", r."sku_code", r."sku_name", r."qty", coalesce(l."unit_price", 0), r."refund_amt"
  FROM "after_sales_requests" r LEFT JOIN "order_lines" l ON l."id" = r."line_id";--> statement-breakpoint
UPDATE "after_sales_requests" SET
  "description" = "reason",
  "reason" = CASE WHEN "type" = 'return' THEN 'no_reason' ELSE 'quality' END,
  "status" = CASE "status" WHEN 'approved' THEN 'awaiting_return' WHEN 'returning' THEN 'awaiting_inspection'
    WHEN 'refunded' THEN 'completed' WHEN 'exchanged' THEN 'completed' ELSE "status" END,
  "status_since" = "updated_at";--> statement-breakpoint
INSERT INTO "after_sales_events" ("request_id", "status", "text", "actor", "at")
  SELECT "id", 'submitted', '提交售后申请', 'member', "created_at" FROM "after_sales_requests";--> statement-breakpoint
ALTER TABLE "after_sales_requests" DROP COLUMN "line_id";--> statement-breakpoint
ALTER TABLE "after_sales_requests" DROP COLUMN "sku_code";--> statement-breakpoint
ALTER TABLE "after_sales_requests" DROP COLUMN "sku_name";--> statement-breakpoint
ALTER TABLE "after_sales_requests" DROP COLUMN "qty";--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_amounts" CHECK ("after_sales_requests"."refund_amt" >= 0 AND "after_sales_requests"."shipping_refund" >= 0 AND "after_sales_requests"."points_back" >= 0);