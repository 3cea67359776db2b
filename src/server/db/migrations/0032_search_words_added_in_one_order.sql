-- New words are added in one order, the words' own (decision 220): two statements adding ads at once
-- (a bulk load's batches side by side, two sellers posting) each insert their new words into the
-- unique index; in any order, one could hold 'x' and wait for 'y' while the other held 'y' and waited
-- for 'x', and PostgreSQL ended one with a deadlock. In one order, the second waits for the first at
-- the first word they share, and then goes on.
CREATE OR REPLACE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed_ads, unnest(tsvector_to_array(search_vector)) AS w
    WHERE char_length(w) BETWEEN 2 AND 40 AND w NOT LIKE '@%'
    ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
