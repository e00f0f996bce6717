-- The console's 协议与政策 (issue #16): a new version of an agreement is written as a draft (one per document) and published into agreement_versions with its effective time.
CREATE TABLE "agreement_drafts" (
	"code" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"based_on" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
