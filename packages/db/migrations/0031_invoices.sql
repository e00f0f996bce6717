CREATE SEQUENCE "public"."invoice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text,
	"email" text,
	"bank_name" text,
	"bank_account" text,
	"reg_address" text,
	"reg_phone" text,
	"review" text DEFAULT 'none' NOT NULL,
	"reject_reason" text,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"red_of" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text,
	"email" text,
	"bank_name" text,
	"bank_account" text,
	"reg_address" text,
	"reg_phone" text,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."amount" + "invoices"."tax" = "invoices"."total" AND ("invoices"."kind" = 'blue') = ("invoices"."total" > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order_key" ON "invoice_requests" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "invoice_requests_review_idx" ON "invoice_requests" USING btree ("review","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_cause_key" ON "invoices" USING btree ("order_no","kind","cause");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_blue_in_force_key" ON "invoices" USING btree ("order_no") WHERE "invoices"."kind" = 'blue' AND "invoices"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","order_no");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");