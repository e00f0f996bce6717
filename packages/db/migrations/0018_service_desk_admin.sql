-- The console's 服务 area (issue #16): the quote a 客服 answers an enterprise purchase request with.
ALTER TABLE "enterprise_requests" ADD COLUMN "quote_amount" bigint;--> statement-breakpoint
ALTER TABLE "enterprise_requests" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "enterprise_requests" ADD COLUMN "quoted_at" timestamp with time zone;