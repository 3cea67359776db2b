-- Kept counts and sums of each person's shown reviews, the index their page reads reviews from, and
-- the few banned people's ids (decision 184).
CREATE TABLE "seller_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_reviewee_created_idx";--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE "users"."banned_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_reviewee_newest_idx" ON "reviews" USING btree ("reviewee_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."removed_at" is null;--> statement-breakpoint
INSERT INTO "seller_ratings" ("user_id", "reviews", "stars")
SELECT r."reviewee_id", count(*)::int, sum(r."rating")::int
FROM "reviews" r JOIN "users" w ON w."id" = r."reviewer_id"
WHERE r."removed_at" IS NULL AND w."banned_at" IS NULL
GROUP BY r."reviewee_id";
