CREATE TABLE "ad_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"moderator_id" uuid,
	"moderator_email" text NOT NULL,
	"ad_id" uuid,
	"target_user_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ads_category_created_idx";--> statement-breakpoint
DROP INDEX "ads_category_price_idx";--> statement-breakpoint
DROP INDEX "ads_category_brand_price_idx";--> statement-breakpoint
DROP INDEX "ads_category_brand_created_idx";--> statement-breakpoint
DROP INDEX "ads_category_brand_model_created_idx";--> statement-breakpoint
DROP INDEX "ads_category_location_created_idx";--> statement-breakpoint
DROP INDEX "ads_created_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "hidden_by_ban" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_anomaly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_open_once_idx" ON "ad_reports" USING btree ("ad_id","reporter_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "ad_reports_open_ad_idx" ON "ad_reports" USING btree ("ad_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "ad_reports_reporter_created_idx" ON "ad_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_reports_ad_idx" ON "ad_reports" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "moderation_log_ad_idx" ON "moderation_log" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "moderation_log_user_idx" ON "moderation_log" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "ads_listed_expires_idx" ON "ads" USING btree ("expires_at") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_sold_at_idx" ON "ads" USING btree ("sold_at") WHERE listed and status = 'sold';--> statement-breakpoint
CREATE INDEX "ads_price_anomaly_idx" ON "ads" USING btree ("created_at") WHERE price_anomaly and listed;--> statement-breakpoint
CREATE INDEX "ads_category_created_idx" ON "ads" USING btree ("category","created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_category_price_idx" ON "ads" USING btree ("category","price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_category_brand_price_idx" ON "ads" USING btree ("category","brand","price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_category_brand_created_idx" ON "ads" USING btree ("category","brand","created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_category_brand_model_created_idx" ON "ads" USING btree ("category","brand","model","created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_category_location_created_idx" ON "ads" USING btree ("category","location","created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_created_search_idx" ON "ads" USING btree ("created_at" DESC NULLS LAST,"id") WHERE listed;