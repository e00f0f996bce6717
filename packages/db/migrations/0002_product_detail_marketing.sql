CREATE TABLE "arrival_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_code" text NOT NULL,
	"mobile" text NOT NULL,
	"member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"main_spu_code" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"spu_code" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"h5_html" text DEFAULT '' NOT NULL,
	"packing_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frames_3d" integer DEFAULT 0 NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bespoke" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"spu_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"member_id" bigint,
	"nickname" text NOT NULL,
	"star" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"up_votes" integer DEFAULT 0 NOT NULL,
	"order_no" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_star" CHECK ("product_reviews"."star" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_up_votes" CHECK ("product_reviews"."up_votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_services" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"product_types" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_services_price" CHECK ("product_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_member_id_pk" PRIMARY KEY("review_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "sku_gifts" (
	"sku_code" text NOT NULL,
	"gift_sku_code" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sku_gifts_sku_code_gift_sku_code_pk" PRIMARY KEY("sku_code","gift_sku_code")
);
--> statement-breakpoint
CREATE TABLE "trade_in_models" (
	"code" text PRIMARY KEY NOT NULL,
	"platform" integer NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"product_types" text[] NOT NULL,
	"estimate" integer NOT NULL,
	"subsidy" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_in_models_platform" CHECK ("trade_in_models"."platform" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"act_cd" text NOT NULL,
	"act_typ" smallint NOT NULL,
	"name" text NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_window" CHECK ("activities"."end_at" > "activities"."begin_at")
);
--> statement-breakpoint
CREATE TABLE "activity_skus" (
	"activity_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"act_price" integer,
	"act_stock" integer,
	"limit_per_member" integer DEFAULT 1 NOT NULL,
	"swell_amt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_skus_activity_id_sku_code_pk" PRIMARY KEY("activity_id","sku_code"),
	CONSTRAINT "activity_skus_stock" CHECK ("activity_skus"."act_stock" IS NULL OR "activity_skus"."act_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cpn_cd" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 1000 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"scope" jsonb NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"claim_begin_at" timestamp with time zone NOT NULL,
	"claim_end_at" timestamp with time zone NOT NULL,
	"valid_days" integer,
	"valid_begin_at" timestamp with time zone,
	"valid_end_at" timestamp with time zone,
	"public" boolean DEFAULT true NOT NULL,
	"role" text,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "coupons_claimed" CHECK ("coupons"."claimed" >= 0 AND "coupons"."claimed" <= "coupons"."total")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"order_no" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_lives" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"spu_code" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"pc_url" text NOT NULL,
	"mobile_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ttm_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"spu_code" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ttm_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"spu_code" text NOT NULL,
	"member_id" bigint,
	"used_at" timestamp with time zone,
	CONSTRAINT "ttm_codes_used" CHECK (("ttm_codes"."member_id" IS NULL) = ("ttm_codes"."used_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ttm_spus" (
	"spu_code" text PRIMARY KEY NOT NULL,
	"hint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ttm_verifications" (
	"member_id" bigint NOT NULL,
	"spu_code" text NOT NULL,
	"code" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ttm_verifications_member_id_spu_code_pk" PRIMARY KEY("member_id","spu_code")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "sub_typ" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "act_cd" text;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_skus" ADD CONSTRAINT "activity_skus_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_sku_mobile_key" ON "arrival_notices" USING btree ("sku_code","mobile");--> statement-breakpoint
CREATE INDEX "bundles_main_spu_idx" ON "bundles" USING btree ("main_spu_code");--> statement-breakpoint
CREATE INDEX "product_reviews_spu_idx" ON "product_reviews" USING btree ("spu_code","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_sku_idx" ON "product_reviews" USING btree ("sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_act_cd_key" ON "activities" USING btree ("act_cd");--> statement-breakpoint
CREATE INDEX "activity_skus_sku_idx" ON "activity_skus" USING btree ("sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_cpn_cd_key" ON "coupons" USING btree ("cpn_cd");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "store_lives_spu_idx" ON "store_lives" USING btree ("spu_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "store_lives_spu_title_key" ON "store_lives" USING btree ("spu_code","title");--> statement-breakpoint
CREATE INDEX "ttm_attempts_member_idx" ON "ttm_attempts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ttm_codes_spu_idx" ON "ttm_codes" USING btree ("spu_code");