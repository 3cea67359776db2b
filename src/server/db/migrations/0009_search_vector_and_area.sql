CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "ads_created_search_idx";--> statement-breakpoint
DROP INDEX "ads_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || to_tsvector('simple'::regconfig, search_text) || array_to_tsvector(array['@' || category])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "area_sqft" real;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "marla_sqft" real;--> statement-breakpoint
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_listed_brand_model_idx" ON "ads" USING btree ("category","brand","model") WHERE listed;