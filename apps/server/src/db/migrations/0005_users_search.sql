-- The single characters and character pairs of a text (whitespace left out): what a GIN index needs to
-- serve one- and two-character "contains" searches, which trigrams cannot. Immutable, so it can back an
-- index; used by users_search_ngrams below and by the search condition in users.repository.ts.
CREATE OR REPLACE FUNCTION search_ngrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, char_length(t)) i
    UNION ALL SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) i
  ) grams WHERE g !~ '\s'
$$;--> statement-breakpoint
DROP INDEX "users_account_trgm";--> statement-breakpoint
DROP INDEX "users_real_name_trgm";--> statement-breakpoint
DROP INDEX "users_mobile_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(account || ' ' || coalesce(real_name, '') || ' ' || coalesce(mobile_phone, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_ngrams" ON "users" USING gin (search_ngrams("search_text"));