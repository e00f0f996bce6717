CREATE TABLE "mini_program_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"openid" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_login_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"requester_ip" text,
	"requester_ua" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"member_id" bigint,
	"scanned_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"collected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signin_rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signin_rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "signin_sandbox_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text NOT NULL,
	"openid" text,
	"mobile" text,
	"app" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signin_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_provider_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"realm" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"company_code" text,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_provider_sandbox_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"login_id" text NOT NULL,
	"subject" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text,
	"name" text NOT NULL,
	"company_code" text,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_provider_sandbox_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "account_provider_sandbox_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "member_mobile_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"old_mobile" text NOT NULL,
	"new_mobile" text NOT NULL,
	"ip" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"source_format" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"req_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"line_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"sku_name" text NOT NULL,
	"qty" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text NOT NULL,
	"refund_amt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_requests_amounts" CHECK ("after_sales_requests"."qty" >= 1 AND "after_sales_requests"."refund_amt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "enterprise_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"company" text NOT NULL,
	"contact" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"items" jsonb NOT NULL,
	"budget" bigint,
	"invoice" text DEFAULT 'none' NOT NULL,
	"tax_no" text,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"order_no" text,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_message_reads" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_message_reads_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"kind" text DEFAULT 'system' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rclm_ord_no" text NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"model_code" text NOT NULL,
	"device_name" text NOT NULL,
	"platform" smallint NOT NULL,
	"estimate" integer NOT NULL,
	"subsidy" integer DEFAULT 0 NOT NULL,
	"credit" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_up_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "trade_in_orders_amounts" CHECK ("trade_in_orders"."estimate" >= 0 AND "trade_in_orders"."subsidy" >= 0 AND "trade_in_orders"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "star_coin_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"sign_day" text,
	"streak" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_diamond_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text DEFAULT 'convert' NOT NULL,
	"amount" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"conv_day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "star_diamond_entries_amount" CHECK ("star_diamond_entries"."amount" > 0 AND "star_diamond_entries"."points_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "binding_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_addr" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"programme_code" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bindings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"code" text NOT NULL,
	"referrer" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_sandbox_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account" text NOT NULL,
	"external_id" text NOT NULL,
	"nickname" text NOT NULL,
	"follows_official" boolean DEFAULT false NOT NULL,
	"student_school" text,
	"student_graduation_year" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_sandbox_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"email" text,
	"school" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"student_no" text DEFAULT '' NOT NULL,
	"enrol_year" integer,
	"graduation_year" integer NOT NULL,
	"platform" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_sms_checks" (
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_sms_checks_member_id_purpose_pk" PRIMARY KEY("member_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "visit_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"member_id" bigint,
	"anon_id" text,
	"ip" text NOT NULL,
	"platform" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "real_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "personalized_recommend" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "share_usage_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "order_line_id" bigint;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_program_links" ADD CONSTRAINT "mini_program_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_login_tokens" ADD CONSTRAINT "qr_login_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_tickets" ADD CONSTRAINT "signin_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_reads" ADD CONSTRAINT "system_message_reads_message_id_system_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."system_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mini_program_links_openid_key" ON "mini_program_links" USING btree ("platform","openid");--> statement-breakpoint
CREATE INDEX "mini_program_links_member_idx" ON "mini_program_links" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_login_tokens_hash_key" ON "qr_login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "qr_login_tokens_created_idx" ON "qr_login_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_sandbox_codes_hash_key" ON "signin_sandbox_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_tickets_hash_key" ON "signin_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "signin_tickets_member_idx" ON "signin_tickets" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_links_issuer_subject_key" ON "account_provider_links" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "account_provider_links_member_idx" ON "account_provider_links" USING btree ("member_id","realm");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_sandbox_accounts_login_key" ON "account_provider_sandbox_accounts" USING btree ("realm","login_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_sandbox_accounts_subject_key" ON "account_provider_sandbox_accounts" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "account_provider_sandbox_store_grant_idx" ON "account_provider_sandbox_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "account_provider_sandbox_store_uid_idx" ON "account_provider_sandbox_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "account_provider_sandbox_store_expires_idx" ON "account_provider_sandbox_store" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_mobile_changes_member_idx" ON "member_mobile_changes" USING btree ("member_id","changed_at");--> statement-breakpoint
CREATE INDEX "uploaded_images_member_idx" ON "uploaded_images" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_requests_req_no_key" ON "after_sales_requests" USING btree ("req_no");--> statement-breakpoint
CREATE INDEX "after_sales_requests_member_idx" ON "after_sales_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_requests_code_key" ON "enterprise_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "enterprise_requests_member_idx" ON "enterprise_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_ticket_no_key" ON "support_tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "support_tickets_member_idx" ON "support_tickets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "system_messages_member_idx" ON "system_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "system_messages_broadcast_idx" ON "system_messages" USING btree ("created_at") WHERE "system_messages"."member_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_orders_rclm_key" ON "trade_in_orders" USING btree ("rclm_ord_no");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_orders_order_key" ON "trade_in_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "trade_in_orders_member_idx" ON "trade_in_orders" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "star_coin_entries_sign_day_key" ON "star_coin_entries" USING btree ("member_id","sign_day") WHERE "star_coin_entries"."kind" = 'sign_in';--> statement-breakpoint
CREATE INDEX "star_coin_entries_member_idx" ON "star_coin_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "star_diamond_entries_code_key" ON "star_diamond_entries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "star_diamond_entries_convert_day_key" ON "star_diamond_entries" USING btree ("member_id","conv_day") WHERE "star_diamond_entries"."source" = 'convert';--> statement-breakpoint
CREATE INDEX "star_diamond_entries_member_idx" ON "star_diamond_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_member_idx" ON "email_codes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_addr","id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_verifications_member_key" ON "enterprise_verifications" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_verifications_email_key" ON "enterprise_verifications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bindings_member_type_live_key" ON "member_bindings" USING btree ("member_id","type") WHERE unbound_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bindings_external_live_key" ON "member_bindings" USING btree ("type","external_id") WHERE unbound_at IS NULL;--> statement-breakpoint
CREATE INDEX "member_bindings_member_idx" ON "member_bindings" USING btree ("member_id","type","unbound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tags_member_code_key" ON "member_tags" USING btree ("member_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_sandbox_accounts_account_key" ON "oauth_sandbox_accounts" USING btree ("type","account");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_sandbox_accounts_external_key" ON "oauth_sandbox_accounts" USING btree ("type","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_member_key" ON "student_verifications" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_email_key" ON "student_verifications" USING btree ("email") WHERE email IS NOT NULL;--> statement-breakpoint
CREATE INDEX "student_verifications_expires_idx" ON "student_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "visit_records_ip_idx" ON "visit_records" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "visit_records_type_idx" ON "visit_records" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "visit_records_member_idx" ON "visit_records" USING btree ("member_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_line_key" ON "product_reviews" USING btree ("order_line_id") WHERE "product_reviews"."order_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_reviews_member_idx" ON "product_reviews" USING btree ("member_id","created_at");