DROP TABLE "ad_alerts" CASCADE;--> statement-breakpoint
DROP TABLE "search_hits" CASCADE;