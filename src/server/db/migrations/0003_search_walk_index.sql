-- The home search walks ads newest first and tests its words on the index entry (decision 003);
-- INCLUDE keeps search_text and location in the index so the walk never reads a table row.
DROP INDEX "ads_created_idx";--> statement-breakpoint
CREATE INDEX "ads_created_search_idx" ON "ads" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("search_text","location");
