CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"spu_code" text NOT NULL,
	"name" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"category_code" text NOT NULL,
	"selling_point" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"launched_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED
);
--> statement-breakpoint
CREATE TABLE "sku_site_prices" (
	"sku_id" bigint NOT NULL,
	"site_code" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "sku_site_prices_sku_id_site_code_pk" PRIMARY KEY("sku_id","site_code"),
	CONSTRAINT "sku_site_prices_positive" CHECK ("sku_site_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_code" text NOT NULL,
	"product_id" bigint NOT NULL,
	"name" text NOT NULL,
	"attrs" jsonb NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"price" integer NOT NULL,
	"orig_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"low_stock" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skus_stock_nonnegative" CHECK ("skus"."stock" >= 0),
	CONSTRAINT "skus_price_positive" CHECK ("skus"."price" > 0 AND "skus"."orig_price" >= "skus"."price")
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"platforms" text[] NOT NULL,
	"payload" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"sku_code" text NOT NULL,
	"qty" integer NOT NULL,
	"selected" integer DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty" CHECK ("cart_items"."qty" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "sku_site_prices" ADD CONSTRAINT "sku_site_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_spu_code_key" ON "products" USING btree ("spu_code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_sku_code_key" ON "skus" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cms_blocks_kind_idx" ON "cms_blocks" USING btree ("kind","position","sort_order");--> statement-breakpoint
CREATE INDEX "cart_items_owner_idx" ON "cart_items" USING btree ("owner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_owner_sku_key" ON "cart_items" USING btree ("owner_key","sku_code");