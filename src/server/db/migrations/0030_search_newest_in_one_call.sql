-- The newest matches of a search read from the RUM index in order (decision 169) in one call
-- (decision 202). The ordered read needs bitmap scans off, or PostgreSQL, misjudging how many ads the
-- words match beside a category or place, collects every match and sorts them; a SET LOCAL cost the
-- search three more round trips (begin, set, commit). A function carries the setting for its own
-- statement, so the whole search is one statement. Made only where the RUM index is.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'ads_search_rum_idx' AND schemaname = current_schema()) THEN
    EXECUTE $fn$
      CREATE OR REPLACE FUNCTION search_newest(matching tsquery, ranking tsquery, in_category text,
        in_location text, wanted int)
      RETURNS TABLE (id uuid, created_at timestamptz, rank float8)
      LANGUAGE sql STABLE
      SET enable_bitmapscan = off
      AS $body$
        SELECT a.id, a.created_at, ts_rank(a.search_vector, ranking)::float8
        FROM ads a
        -- listed: the rule of what browsing shows (src/server/ads/visibility.ts)
        WHERE a.listed AND a.search_vector @@ matching
          AND (in_category IS NULL OR a.category = in_category)
          AND (in_location IS NULL OR a.location = in_location)
        ORDER BY a.created_at <=| '9999-12-31T00:00:00Z'::timestamptz
        LIMIT wanted
      $body$
    $fn$;
  END IF;
END
$$;
