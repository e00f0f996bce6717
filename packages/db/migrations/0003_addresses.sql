CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"receiver" text NOT NULL,
	"mobile" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"district_code" text NOT NULL,
	"district_name" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id","is_default");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("member_id") WHERE "addresses"."is_default";