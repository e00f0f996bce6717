-- A number that grows with every change to public data (migration 0008's triggers), read by a
-- process before it answers from what it kept in memory. NOTIFY public_data arrives shortly
-- after a commit; a request that follows the commit (the shopper's next click, a test's next
-- call) must already see the change, so the reader compares this number instead of waiting.
-- A sequence, not a counter row: nextval takes no row lock, so writers never queue on it.
-- It moves when the change is made, before its commit: a reader that rebuilt in between keeps
-- the old data until the NOTIFY after the commit clears it.
CREATE SEQUENCE IF NOT EXISTS public_data_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_public_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public_data_version');
  PERFORM pg_notify('public_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Which products sell by invitation only (TTM early access) shows on listing cards too.
CREATE TRIGGER ttm_spus_public_data_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ttm_spus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data();
