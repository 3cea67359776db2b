-- pg_trgm powers the substring search index on ads.search_text (decision 003).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
