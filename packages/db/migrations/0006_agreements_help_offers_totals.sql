CREATE TABLE "coupon_pack_grants" (
	"member_id" bigint NOT NULL,
	"pack_cd" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_pack_grants_member_id_pack_cd_pk" PRIMARY KEY("member_id","pack_cd")
);
--> statement-breakpoint
CREATE TABLE "help_faq_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faq_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"unhelpful_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_faq_questions_counts_check" CHECK ("help_faq_questions"."helpful_count" >= 0 AND "help_faq_questions"."unhelpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "help_faq_votes" (
	"question_id" bigint NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_faq_votes_question_id_voter_pk" PRIMARY KEY("question_id","voter")
);
--> statement-breakpoint
CREATE TABLE "help_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_acceptances" (
	"member_id" bigint NOT NULL,
	"code" text NOT NULL,
	"revision" integer NOT NULL,
	"channel" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'api' NOT NULL,
	CONSTRAINT "agreement_acceptances_member_id_code_revision_pk" PRIMARY KEY("member_id","code","revision")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"revision" integer NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "pack" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle_role" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle_group" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "help_faq_questions" ADD CONSTRAINT "help_faq_questions_category_id_help_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_faq_votes" ADD CONSTRAINT "help_faq_votes_question_id_help_faq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."help_faq_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_faq_questions_category_idx" ON "help_faq_questions" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "help_pages_slug_version_key" ON "help_pages" USING btree ("slug","version");--> statement-breakpoint
CREATE INDEX "help_pages_effective_idx" ON "help_pages" USING btree ("slug","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_code_revision_uq" ON "agreement_versions" USING btree ("code","revision");--> statement-breakpoint
CREATE INDEX "agreement_versions_effective_idx" ON "agreement_versions" USING btree ("code","effective_at");