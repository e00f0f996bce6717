-- Issue #15 item 2: every server process keeps public data (pages, menus, catalogue reads) in
-- memory and must drop it the moment that data changes. A change to a table that feeds what
-- visitors see sends NOTIFY public_data with the table's name, once per statement (PostgreSQL
-- folds repeats within a transaction); each process LISTENs and clears what it kept.
--
-- Stock is the exception. Every sale updates skus.stock (and a flash sale's
-- activity_skus.act_stock), and a NOTIFY at commit takes a lock that every notifying commit in
-- the database queues on: announcing each sale would serialise the orders of a rush and empty
-- every cache many times a second. What a page shows of stock changes only when it crosses a
-- threshold (in stock / sold out, low stock), so an UPDATE of those two tables notifies only
-- when a row crosses one or when anything besides the stock itself changed (a price, a name);
-- the product page reads exact stock live in the browser.
CREATE OR REPLACE FUNCTION notify_public_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'sites', 'categories', 'products', 'sku_site_prices', 'product_details', 'product_services',
    'bundles', 'sku_gifts', 'product_reviews', 'trade_in_models', 'cms_blocks', 'sys_settings',
    'activities', 'coupons', 'help_pages', 'help_faq_categories', 'help_faq_questions',
    'agreement_versions'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data()', t || '_public_data_notify', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['skus', 'activity_skus'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data()', t || '_public_data_notify', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER skus_public_data_notify_update AFTER UPDATE ON skus FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')
     OR (OLD.stock > 0) <> (NEW.stock > 0)
     OR (OLD.stock <= OLD.low_stock) <> (NEW.stock <= NEW.low_stock))
  EXECUTE FUNCTION notify_public_data();
--> statement-breakpoint
CREATE TRIGGER activity_skus_public_data_notify_update AFTER UPDATE ON activity_skus FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'act_stock') IS DISTINCT FROM (to_jsonb(NEW) - 'act_stock')
     OR (OLD.act_stock > 0) IS DISTINCT FROM (NEW.act_stock > 0))
  EXECUTE FUNCTION notify_public_data();
