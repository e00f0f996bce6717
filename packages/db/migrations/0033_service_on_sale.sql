-- 服务下架 (issue #16): a value-added service taken off sale is hidden from new sales and kept for the orders that bought it.
ALTER TABLE "product_services" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;
