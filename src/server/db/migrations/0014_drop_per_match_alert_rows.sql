DROP TABLE "ad_alerts" CASCADE;--> statement-breakpoint
DROP TABLE "search_hits" CASCADE;--> statement-breakpoint
-- Room on each page for the alert job to raise a grouped notification's count in place (a HOT update,
-- no index touched), decision 149.
ALTER TABLE "notifications" SET (fillfactor = 70);
