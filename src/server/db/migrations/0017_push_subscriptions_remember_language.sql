-- A push's fixed title is in the language of the page that turned push on (decision 155). Devices
-- subscribed before this keep English, which is what they had.
ALTER TABLE "push_subscriptions" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;