-- A suspended person asks once per ban for a moderator to look again (decision 189).
CREATE TABLE "ban_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"banned_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ban_reviews" ADD CONSTRAINT "ban_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ban_reviews_once_per_ban_idx" ON "ban_reviews" USING btree ("user_id","banned_at");--> statement-breakpoint
CREATE INDEX "ban_reviews_open_idx" ON "ban_reviews" USING btree ("created_at") WHERE resolved_at is null;