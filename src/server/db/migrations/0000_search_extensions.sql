-- Accent- and case-insensitive Spanish search runs in PostgreSQL: unaccent strips the accents and
-- pg_trgm indexes substrings, so "dermo" finds "Dermofarmacia" and "nutricion" finds "Nutrición".
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); generated columns and indexes need an
-- IMMUTABLE expression, so this wrapper names the dictionary explicitly and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION campus_search_normalize(input text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
