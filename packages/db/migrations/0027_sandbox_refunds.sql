-- Issue #17: refunds at the sandbox gateways — one row per merchant refund number (processing → success | failed, its notification's attempts), and the trade's refunded total raised by one conditional UPDATE.
CREATE TABLE "sandbox_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"trade_id" bigint NOT NULL,
	"out_trade_no" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"refund_no" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"notify_url" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"suppress_notify" boolean DEFAULT false NOT NULL,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"notify_acked" boolean DEFAULT false NOT NULL,
	"last_notify_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_trade_id_sandbox_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."sandbox_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_out_key" ON "sandbox_refunds" USING btree ("method","out_refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_refund_no_key" ON "sandbox_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_trade_idx" ON "sandbox_refunds" USING btree ("trade_id");--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD CONSTRAINT "sandbox_trades_refunded_within" CHECK ("sandbox_trades"."refunded_amount" >= 0 AND "sandbox_trades"."refunded_amount" <= "sandbox_trades"."amount");