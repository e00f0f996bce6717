CREATE TABLE "custom_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cust_goods_no" text NOT NULL,
	"sku_code" text NOT NULL,
	"spu_code" text NOT NULL,
	"choice" jsonb NOT NULL,
	"choice_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "custom_goods_no_key" ON "custom_goods" USING btree ("cust_goods_no");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_goods_design_key" ON "custom_goods" USING btree ("sku_code","choice_key");