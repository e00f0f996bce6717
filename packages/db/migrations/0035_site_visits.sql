-- 概览 访客 (issue #16): one row per browser per Beijing day, from the storefront's once-a-day beacon.
CREATE TABLE "site_visits" (
	"day" date NOT NULL,
	"visitor_id" uuid NOT NULL,
	CONSTRAINT "site_visits_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
