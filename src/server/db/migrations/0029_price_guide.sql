-- The price guide (decision 193): each ad's price group, derived at write time (existing ads get
-- theirs from the re-derive pass, src/server/ads/rederive.ts, which uses the write path's function), the
-- index that reads one group's recent active and sold ads without visiting the table, and the kept
-- guides that pages read.
CREATE TABLE "price_guides" (
	"price_group" text NOT NULL,
	"year" integer NOT NULL,
	"place" text NOT NULL,
	"p25" bigint NOT NULL,
	"p75" bigint NOT NULL,
	"count" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guides_price_group_year_place_pk" PRIMARY KEY("price_group","year","place")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "price_guides_refreshed_idx" ON "price_guides" USING btree ("refreshed_at");--> statement-breakpoint
CREATE INDEX "ads_price_group_created_idx" ON "ads" USING btree ("price_group","created_at" DESC NULLS LAST) INCLUDE ("price", "year", "location") WHERE status in ('active', 'sold') and price > 0 and price_group <> '';
