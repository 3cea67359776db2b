-- Search's newest matches straight from the index (decision 169): a RUM index keeps each ad's
-- created_at beside its words, so "the newest 97 ads with these words" is read and ordered in the
-- index, without fetching every matching row from the table to learn its date. RUM is an extension
-- (Debian: postgresql-15-rum); where it is not installed (PGlite, a bare server) nothing is created
-- and search keeps its GIN route (src/server/ads/search-repository.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    EXECUTE 'CREATE INDEX IF NOT EXISTS ads_search_rum_idx ON ads USING rum '
      '(search_vector rum_tsvector_addon_ops, created_at) '
      'WITH (attach = ''created_at'', to = ''search_vector'') WHERE listed';
  END IF;
END
$$;
