CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"tag_code" text,
	"audience_label" text NOT NULL,
	"state" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cursor_member_id" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "system_messages" ADD COLUMN "announcement_id" bigint;--> statement-breakpoint
CREATE INDEX "announcements_send_at_idx" ON "announcements" USING btree ("send_at");--> statement-breakpoint
CREATE INDEX "announcements_state_idx" ON "announcements" USING btree ("state","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_messages_announcement_member_key" ON "system_messages" USING btree ("announcement_id","member_id") WHERE "system_messages"."announcement_id" IS NOT NULL;--> statement-breakpoint
-- The console's 消息 (issue #16) needs messages.send, granted to 运营 and 客服 (超级管理员 holds
-- every permission as '*'). A role's grants are kept in the vocabulary's order (STAFF_PERMISSIONS),
-- as the roles screen stores them.
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT p FROM unnest(array_append("permissions", 'messages.send')) AS p
  ORDER BY array_position(ARRAY['catalogue.write', 'prices.write', 'stock.write', 'activities.write', 'coupons.write', 'cms.write', 'agreements.write', 'faq.write', 'community.moderate', 'members.read', 'members.reveal', 'members.write', 'orders.read', 'tickets.write', 'after-sales.review', 'chat.answer', 'messages.send', 'shipping.write', 'refunds.write', 'invoices.write', 'reports.read', 'staff.manage', 'audit.read', 'settings.write']::text[], p) NULLS LAST
) WHERE "code" IN ('operations', 'customer_service') AND NOT ('messages.send' = ANY("permissions"));
