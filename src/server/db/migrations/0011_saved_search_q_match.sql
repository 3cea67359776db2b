-- Saved searches read q as the listing does now (a tsquery of the rewritten words). Searches
-- saved before keep their meaning as well as a tsquery can say it: every word, letters and digits
-- only, all required; they get typo and synonym readings when saved again.
ALTER TABLE "saved_searches" ADD COLUMN "q_match" text;--> statement-breakpoint
UPDATE "saved_searches" s SET "q_match" = coalesce((
  SELECT string_agg(w, ' & ')
  FROM (SELECT regexp_replace(word, '[^a-z0-9]+', '', 'g') AS w FROM unnest(s."q_words") AS word) t
  WHERE w <> ''
), '') WHERE cardinality(s."q_words") > 0;
