-- The home search walk index, partial on listed like every browse index (decision 080), with the
-- INCLUDE (search_text, location) of migration 0003 that drizzle cannot declare: the generated
-- migration before this one recreated it without INCLUDE.
DROP INDEX IF EXISTS "ads_created_search_idx";--> statement-breakpoint
CREATE INDEX "ads_created_search_idx" ON "ads" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("search_text","location") WHERE listed;
