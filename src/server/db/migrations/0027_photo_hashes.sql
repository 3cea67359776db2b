-- A perceptual hash of each stored photo, found by any of its four 16-bit bands, and the moderators'
-- list of ads whose photo is close to a photo on another seller's ad (decision 194).
ALTER TABLE "ad_images" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "phash_common" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "phash_b0" integer GENERATED ALWAYS AS ((("phash" >> 48) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "phash_b1" integer GENERATED ALWAYS AS ((("phash" >> 32) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "phash_b2" integer GENERATED ALWAYS AS ((("phash" >> 16) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "phash_b3" integer GENERATED ALWAYS AS (("phash" & 65535)::integer) STORED;--> statement-breakpoint
CREATE INDEX "ad_images_phash_b0_idx" ON "ad_images" USING btree ("phash_b0","phash") WHERE "ad_images"."phash" is not null;--> statement-breakpoint
CREATE INDEX "ad_images_phash_b1_idx" ON "ad_images" USING btree ("phash_b1","phash") WHERE "ad_images"."phash" is not null;--> statement-breakpoint
CREATE INDEX "ad_images_phash_b2_idx" ON "ad_images" USING btree ("phash_b2","phash") WHERE "ad_images"."phash" is not null;--> statement-breakpoint
CREATE INDEX "ad_images_phash_b3_idx" ON "ad_images" USING btree ("phash_b3","phash") WHERE "ad_images"."phash" is not null;--> statement-breakpoint
CREATE TABLE "photo_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"matched_ad_id" uuid NOT NULL,
	"photos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_matches" ADD CONSTRAINT "photo_matches_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_matches" ADD CONSTRAINT "photo_matches_matched_ad_id_ads_id_fk" FOREIGN KEY ("matched_ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_matches_pair_idx" ON "photo_matches" USING btree ("ad_id","matched_ad_id");--> statement-breakpoint
CREATE INDEX "photo_matches_matched_ad_idx" ON "photo_matches" USING btree ("matched_ad_id");--> statement-breakpoint
CREATE INDEX "photo_matches_open_idx" ON "photo_matches" USING btree ("created_at" DESC NULLS LAST) WHERE "photo_matches"."dismissed_at" is null;
