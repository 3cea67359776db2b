-- Search (decision 060). The walks of the search routes (search-repository.ts): listed ads newest
-- first with their words, category and location in the index entry, so testing the words never
-- reads a table row (drizzle cannot declare INCLUDE). And the lexicon of distinct words that typo
-- correction reads: a statement-level trigger adds the words of every inserted or updated batch in
-- one go, so a bulk load of a million ads pays one DISTINCT per batch, not one upsert per row.
-- The category tokens ('@mobiles', schema/ads.ts) are not words.
CREATE INDEX "ads_created_vector_idx" ON "ads" USING btree ("created_at" DESC NULLS LAST, "id")
  INCLUDE ("search_vector", "category", "location") WHERE listed;--> statement-breakpoint
-- The same walk within one category (listings with q): only that category's newest ads are read.
CREATE INDEX "ads_category_created_vector_idx" ON "ads" USING btree ("category", "created_at" DESC NULLS LAST, "id")
  INCLUDE ("search_vector", "location") WHERE listed;--> statement-breakpoint
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed_ads, unnest(tsvector_to_array(search_vector)) AS w
    WHERE char_length(w) BETWEEN 2 AND 40 AND w NOT LIKE '@%'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ads_search_words_insert" AFTER INSERT ON "ads" REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
CREATE TRIGGER "ads_search_words_update" AFTER UPDATE ON "ads" REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM ads, unnest(tsvector_to_array(search_vector)) AS w
  WHERE char_length(w) BETWEEN 2 AND 40 AND w NOT LIKE '@%'
ON CONFLICT DO NOTHING;
