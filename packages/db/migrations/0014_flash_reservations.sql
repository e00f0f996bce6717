-- Issue #15 item 5: a flash-sale purchase qualification (抢购资格) taken at buy now. A hold with a
-- member is that member's reservation of the units it took from activity_skus.act_stock: the order
-- consumes it (deletes the row in the order transaction); unused, it expires at expires_at and the
-- sweep (or the next buyer's sold-out read) gives its units back. A hold without a member is, as
-- before, a placement in flight (given back after the grace when orphaned). One live reservation
-- per member and activity SKU (the unique index: two tabs or a double click take one unit).
-- user_no: the member as a request's token names it, so that the sold-out read (no statement of
-- the request's own) can tell a member who holds a unit from the others.
ALTER TABLE "activity_stock_holds" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "activity_stock_holds" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_stock_holds" ADD COLUMN "user_no" text;--> statement-breakpoint
ALTER TABLE "activity_stock_holds" ADD CONSTRAINT "activity_stock_holds_reservation" CHECK (("activity_stock_holds"."member_id" IS NULL) = ("activity_stock_holds"."expires_at" IS NULL) AND ("activity_stock_holds"."member_id" IS NULL) = ("activity_stock_holds"."user_no" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "activity_stock_holds_member_uq" ON "activity_stock_holds" USING btree ("activity_id","sku_code","member_id") WHERE "activity_stock_holds"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_stock_holds_expires_idx" ON "activity_stock_holds" USING btree ("expires_at") WHERE "activity_stock_holds"."expires_at" IS NOT NULL;
