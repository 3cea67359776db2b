-- Similar ads (decision 195) read up to 200 of the newest listed ads of a model, else a brand, else a
-- category, from the listing indexes that lead with those columns, and rank them by city and price. The
-- heap held the seller, city and price, so each read visited up to 200 table pages, most of them not
-- in memory at a million ads. Carried in the index (INCLUDE, which drizzle cannot declare), the read is
-- index-only: a few index pages (decision 206). The keys and names stay what schema/ads.ts declares.
CREATE INDEX "ads_category_created_idx_v2" ON "ads" USING btree ("category","created_at" DESC NULLS LAST,"id") INCLUDE ("user_id","location","price") WHERE listed;--> statement-breakpoint
DROP INDEX "ads_category_created_idx";--> statement-breakpoint
ALTER INDEX "ads_category_created_idx_v2" RENAME TO "ads_category_created_idx";--> statement-breakpoint
CREATE INDEX "ads_category_brand_created_idx_v2" ON "ads" USING btree ("category","brand","created_at" DESC NULLS LAST,"id") INCLUDE ("user_id","location","price") WHERE listed;--> statement-breakpoint
DROP INDEX "ads_category_brand_created_idx";--> statement-breakpoint
ALTER INDEX "ads_category_brand_created_idx_v2" RENAME TO "ads_category_brand_created_idx";--> statement-breakpoint
CREATE INDEX "ads_category_brand_model_created_idx_v2" ON "ads" USING btree ("category","brand","model","created_at" DESC NULLS LAST,"id") INCLUDE ("user_id","location","price") WHERE listed;--> statement-breakpoint
DROP INDEX "ads_category_brand_model_created_idx";--> statement-breakpoint
ALTER INDEX "ads_category_brand_model_created_idx_v2" RENAME TO "ads_category_brand_model_created_idx";
