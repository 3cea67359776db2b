-- Full-text search (decision 060): a GIN index over the words of active ads only (sold, expired and
-- hidden ads are never searched), and the lexicon of distinct words that typo correction and
-- suggestions read. A statement-level trigger adds the words of every inserted or updated batch in
-- one go, so a bulk load of a million ads pays one distinct per batch, not one upsert per row.
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed_ads, unnest(tsvector_to_array(search_vector)) AS w
    WHERE char_length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ads_search_words_insert" AFTER INSERT ON "ads" REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
CREATE TRIGGER "ads_search_words_update" AFTER UPDATE ON "ads" REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM ads, unnest(tsvector_to_array(search_vector)) AS w
  WHERE char_length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
