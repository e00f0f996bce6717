-- The console's TTM 邀请码 (issue #16): codes generated in batches with an expiry, voidable while
-- unused; verification refuses a voided or expired code. Seeded codes keep no batch and no expiry.
ALTER TABLE "ttm_codes" ADD COLUMN "batch_no" text;--> statement-breakpoint
ALTER TABLE "ttm_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ttm_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ttm_codes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ttm_codes_batch_idx" ON "ttm_codes" USING btree ("batch_no");--> statement-breakpoint
ALTER TABLE "ttm_codes" ADD CONSTRAINT "ttm_codes_void_unused" CHECK ("ttm_codes"."voided_at" IS NULL OR "ttm_codes"."member_id" IS NULL);