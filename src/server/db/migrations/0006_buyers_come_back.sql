CREATE TABLE "saved_ads" (
	"user_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"price" bigint NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"cover" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_ads_user_id_ad_id_pk" PRIMARY KEY("user_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ad_alerts" (
	"user_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_alerts_user_id_ad_id_pk" PRIMARY KEY("user_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "alert_queue" (
	"ad_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"params" jsonb NOT NULL,
	"criteria_key" text NOT NULL,
	"brand_key" text DEFAULT '' NOT NULL,
	"model_key" text DEFAULT '' NOT NULL,
	"location_key" text DEFAULT '' NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"form_contains" jsonb,
	"year_min" integer,
	"year_max" integer,
	"bedrooms_min" integer,
	"bedrooms_max" integer,
	"bathrooms_min" integer,
	"bathrooms_max" integer,
	"q_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_hits" (
	"saved_search_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_hits_saved_search_id_ad_id_pk" PRIMARY KEY("saved_search_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ad_id" uuid,
	"saved_search_id" uuid,
	"count" integer DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"push_due" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_before_drop" bigint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_ads" ADD CONSTRAINT "saved_ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_alerts" ADD CONSTRAINT "ad_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_hits" ADD CONSTRAINT "search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_ads_user_created_idx" ON "saved_ads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_ads_ad_idx" ON "saved_ads" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "alert_queue_queued_idx" ON "alert_queue" USING btree ("queued_at","ad_id");--> statement-breakpoint
CREATE INDEX "saved_searches_percolate_idx" ON "saved_searches" USING btree ("category","brand_key","model_key","location_key");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_criteria_idx" ON "saved_searches" USING btree ("user_id","criteria_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_group_idx" ON "notifications" USING btree ("user_id","saved_search_id") WHERE "notifications"."kind" = 'new_ads' and "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_saved_search_idx" ON "notifications" USING btree ("saved_search_id") WHERE "notifications"."saved_search_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_push_due_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."push_due";--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");