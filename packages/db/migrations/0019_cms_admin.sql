-- The console's 内容 area (issue #16): a block may be unpublished (kept, not served) and records its last edit.
ALTER TABLE "cms_blocks" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD COLUMN "updated_at" timestamp with time zone;