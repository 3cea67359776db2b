-- A sold ad leaves browsing the moment it is marked (decision 159): the sold ads still listed go now,
-- and the index the sweep used to find them is no longer needed.
UPDATE "ads" SET "listed" = false WHERE "listed" AND "status" = 'sold';--> statement-breakpoint
DROP INDEX "ads_sold_at_idx";--> statement-breakpoint
-- The lowest price an ad has asked, which a price drop is measured from (decision 160); null until its
-- price first changes.
ALTER TABLE "ads" ADD COLUMN "lowest_asked_price" bigint;
