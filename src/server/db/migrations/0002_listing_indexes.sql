DROP INDEX "ads_category_price_idx";--> statement-breakpoint
DROP INDEX "ads_category_brand_price_idx";--> statement-breakpoint
DROP INDEX "ads_category_brand_created_idx";--> statement-breakpoint
DROP INDEX "ads_category_location_created_idx";--> statement-breakpoint
CREATE INDEX "ads_category_brand_model_created_idx" ON "ads" USING btree ("category","brand","model","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ads_category_price_idx" ON "ads" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "ads_category_brand_price_idx" ON "ads" USING btree ("category","brand","price","id");--> statement-breakpoint
CREATE INDEX "ads_category_brand_created_idx" ON "ads" USING btree ("category","brand","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ads_category_location_created_idx" ON "ads" USING btree ("category","location","created_at" DESC NULLS LAST,"id");