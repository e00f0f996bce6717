-- Issue #15 item 2: every server process keeps public data (pages, menus, catalogue reads) in
-- memory and must drop it the moment that data changes. A change to a table that feeds what
-- visitors see sends NOTIFY public_data with the table's name, once per statement (PostgreSQL
-- folds repeats within a transaction); each process LISTENs and clears what it kept. Stock is
-- in skus, so a sale that changes stock is seen at once too.
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
    'sites', 'categories', 'products', 'skus', 'sku_site_prices', 'product_details', 'product_services',
    'bundles', 'sku_gifts', 'product_reviews', 'trade_in_models', 'cms_blocks', 'sys_settings',
    'activities', 'activity_skus', 'coupons', 'help_pages', 'help_faq_categories', 'help_faq_questions',
    'agreement_versions'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data()', t || '_public_data_notify', t);
  END LOOP;
END;
$$;
