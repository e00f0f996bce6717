CREATE TABLE "operator_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"changed_by_staff_id" bigint,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each server process keeps the settings in memory (apps/api/src/modules/settings): a change
-- tells every process at once, whichever worker made it.
CREATE OR REPLACE FUNCTION notify_operator_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('operator_settings', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_settings_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON operator_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_operator_settings();
--> statement-breakpoint
-- The live chat's service hours were a sys_settings row (cms); they move to the console's settings.
INSERT INTO operator_settings (key, value)
  SELECT 'chatServiceHours', to_jsonb(value) FROM sys_settings WHERE key = 'chatServiceHours'
  ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
DELETE FROM sys_settings WHERE key = 'chatServiceHours';
