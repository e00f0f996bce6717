CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"order_no" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"spu_code" text NOT NULL,
	"sku_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"spu_code" text NOT NULL,
	"sku_name" text NOT NULL,
	"attrs" jsonb NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"orig_unit_price" integer NOT NULL,
	"goods_amt" integer NOT NULL,
	"service_amt" integer DEFAULT 0 NOT NULL,
	"coupon_share" integer DEFAULT 0 NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_typ" smallint DEFAULT 0 NOT NULL,
	"act_cd" text,
	"deposit" integer,
	"reviewed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_qty" CHECK ("order_lines"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"site_cd" text DEFAULT 'cn' NOT NULL,
	"source" text DEFAULT 'pc' NOT NULL,
	"list_amt" integer NOT NULL,
	"goods_amt" integer NOT NULL,
	"service_amt" integer DEFAULT 0 NOT NULL,
	"coupon_amt" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"trade_in_amt" integer DEFAULT 0 NOT NULL,
	"shipping_amt" integer DEFAULT 0 NOT NULL,
	"payable_amt" integer NOT NULL,
	"balance_amt" integer DEFAULT 0 NOT NULL,
	"swell_amt" integer DEFAULT 0 NOT NULL,
	"paid_amt" integer DEFAULT 0 NOT NULL,
	"member_coupon_id" bigint,
	"act_cd" text,
	"address" jsonb NOT NULL,
	"delivery_date" text,
	"invoice" jsonb,
	"instalment" jsonb,
	"remark" text DEFAULT '' NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"balance_begin_at" timestamp with time zone,
	"balance_end_at" timestamp with time zone,
	"carrier" text,
	"tracking_no" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_amounts" CHECK ("orders"."payable_amt" >= 0 AND "orders"."balance_amt" >= 0 AND "orders"."paid_amt" >= 0 AND "orders"."goods_amt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"pay_no" text,
	"provider_txn_id" text,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_txn_id" text,
	"periods" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"queried_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_keys" (
	"method" text PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"private_pem" text NOT NULL,
	"public_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"subject" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"notify_acked" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_order_kind_key" ON "point_entries" USING btree ("order_no","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_member_spu_key" ON "wishlist_items" USING btree ("member_id","spu_code");--> statement-breakpoint
CREATE INDEX "wishlist_items_member_idx" ON "wishlist_items" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_act_idx" ON "order_lines" USING btree ("act_cd","sku_code");--> statement-breakpoint
CREATE INDEX "order_tokens_expires_idx" ON "order_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "payment_notifications_pay_idx" ON "payment_notifications" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pay_no_key" ON "payments" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_txn_key" ON "payments" USING btree ("method","provider_txn_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_trade_no_key" ON "sandbox_trades" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_out_key" ON "sandbox_trades" USING btree ("method","out_trade_no");