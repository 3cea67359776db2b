CREATE TABLE "seller_reply_times" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"answered_in_time" integer DEFAULT 0 NOT NULL,
	"median_seconds" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "buyer_first_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "seller_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_reply_times" ADD CONSTRAINT "seller_reply_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_user_listed_created_idx" ON "ads" USING btree ("user_id","created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "ads_user_sold_idx" ON "ads" USING btree ("user_id","sold_at") WHERE status = 'sold';--> statement-breakpoint
CREATE INDEX "chat_conversations_seller_first_idx" ON "chat_conversations" USING btree ("seller_id","buyer_first_at") WHERE "chat_conversations"."buyer_first_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversations_first_idx" ON "chat_conversations" USING btree ("buyer_first_at") WHERE "chat_conversations"."buyer_first_at" is not null;--> statement-breakpoint
-- Reply times (decision 183) of the conversations already held: the buyer's first message and the
-- seller's first answer after it. The summaries follow at the first run of the reply-time refresh,
-- which fills in every seller with a conversation in the window and no summary yet.
UPDATE "chat_conversations" c SET "buyer_first_at" = (
  SELECT min(m."created_at") FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" = c."buyer_id"
);--> statement-breakpoint
UPDATE "chat_conversations" c SET "seller_replied_at" = (
  SELECT min(m."created_at") FROM "chat_messages" m
  WHERE m."conversation_id" = c."id" AND m."sender_id" = c."seller_id" AND m."created_at" >= c."buyer_first_at"
) WHERE c."buyer_first_at" IS NOT NULL;
