-- Issue #15 item 7: the minute order sweeps read only the orders they may move. Before, each
-- of them read the whole orders table (100,000 orders: ~12,500 pages, 65–370 ms each minute):
-- the expiry sweep's OR over unpaid and pre-sale orders could not use orders_pending_idx alone,
-- and nothing indexed deposits by balance window, parcels on their way or delivered orders.
-- Partial indexes stay as small as the states they cover (see packages/db/src/schema/order.ts).
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("balance_end_at") WHERE "orders"."status" = 'deposit_paid';--> statement-breakpoint
CREATE INDEX "orders_in_transit_idx" ON "orders" USING btree ("id") WHERE "orders"."status" IN ('paid', 'shipped');--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'delivered';