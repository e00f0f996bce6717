CREATE TABLE "try_buy_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "try_buy_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sku_code" text NOT NULL,
	"title" text NOT NULL,
	"trial_days" integer NOT NULL,
	"units_total" integer NOT NULL,
	"units_taken" integer DEFAULT 0 NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "try_buy_offers_window" CHECK ("try_buy_offers"."end_at" > "try_buy_offers"."begin_at"),
	CONSTRAINT "try_buy_offers_units" CHECK ("try_buy_offers"."units_taken" >= 0 AND "try_buy_offers"."units_taken" <= "try_buy_offers"."units_total"),
	CONSTRAINT "try_buy_offers_days" CHECK ("try_buy_offers"."trial_days" BETWEEN 7 AND 30)
);
--> statement-breakpoint
CREATE TABLE "try_buy_trials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"offer_code" text NOT NULL,
	"trial_days" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"return_req_no" text,
	"converted_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "try_buy_trials_days" CHECK ("try_buy_trials"."trial_days" BETWEEN 7 AND 30)
);
--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "deduction_amt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD COLUMN "deduction_reason" text;--> statement-breakpoint
ALTER TABLE "try_buy_claims" ADD CONSTRAINT "try_buy_claims_offer_id_try_buy_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."try_buy_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "try_buy_claims_member_key" ON "try_buy_claims" USING btree ("offer_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "try_buy_claims_order_key" ON "try_buy_claims" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "try_buy_offers_code_key" ON "try_buy_offers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "try_buy_offers_sku_idx" ON "try_buy_offers" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "try_buy_offers_window_idx" ON "try_buy_offers" USING btree ("end_at","begin_at");--> statement-breakpoint
CREATE UNIQUE INDEX "try_buy_trials_order_key" ON "try_buy_trials" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "try_buy_trials_offer_idx" ON "try_buy_trials" USING btree ("offer_code","state");--> statement-breakpoint
CREATE INDEX "try_buy_trials_due_idx" ON "try_buy_trials" USING btree ("ends_at") WHERE "try_buy_trials"."state" = 'trying';--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_deduction" CHECK ("after_sales_requests"."deduction_amt" >= 0);