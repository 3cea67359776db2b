CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"name" text,
	"avatar_url" text,
	"default_phone" text,
	"default_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"mobile_num" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"year" integer,
	"bedrooms" integer,
	"bathrooms" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ad_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_images" ADD CONSTRAINT "ad_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_images" ADD CONSTRAINT "ad_images_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject_idx" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ads_category_created_idx" ON "ads" USING btree ("category","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ads_category_price_idx" ON "ads" USING btree ("category","price","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_category_brand_price_idx" ON "ads" USING btree ("category","brand","price");--> statement-breakpoint
CREATE INDEX "ads_category_brand_created_idx" ON "ads" USING btree ("category","brand","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_category_location_created_idx" ON "ads" USING btree ("category","location","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_user_created_idx" ON "ads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_created_idx" ON "ads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_search_trgm_idx" ON "ads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_form_data_idx" ON "ads" USING gin ("form_data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "ad_images_ad_idx" ON "ad_images" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "ad_images_orphan_idx" ON "ad_images" USING btree ("user_id","created_at");