-- Keyword search that ignores accents, and the default listing status of a search.

-- Keyword search without accents ---------------------------------------------------------------
-- 'cafe' finds 'Café' and 'café' finds 'cafe'. A text search configuration like 'english' whose
-- words with letters outside ASCII ('café', 'crème-brûlée') go through the unaccent dictionary
-- before the English stemmer. Plain ASCII words are parsed as asciiword and never had accents.
-- Both sides use it: the stored vector (to_tsvector with a named configuration is immutable, so a
-- generated column can use it without an immutable wrapper of unaccent()) and the query, which
-- the app sends as `textSearch('search_vector', words, { type: 'websearch', config:
-- 'english_unaccent' })`, naming this configuration so the GIN index serves it.
create extension if not exists unaccent with schema extensions;

create text search configuration public.english_unaccent (copy = english);
alter text search configuration public.english_unaccent
  alter mapping for word, hword, hword_part with extensions.unaccent, english_stem;
comment on text search configuration public.english_unaccent is
  'english with accents removed (unaccent) before stemming: the keyword search of listings';

-- A generated column's expression cannot be changed in place (before PostgreSQL 17), so the
-- column is made again; dropping it drops its index.
alter table public.properties drop column search_vector;
alter table public.properties add column search_vector tsvector generated always as (
  setweight(to_tsvector('public.english_unaccent'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('public.english_unaccent'::regconfig, coalesce(description, '')), 'B')
) stored;
comment on column public.properties.search_vector is
  'title (weight A) and description (B) as English lexemes without accents; filter with websearch_to_tsquery(''english_unaccent'', ...)';
create index properties_search_vector_idx on public.properties using gin (search_vector);

-- The status a search shows by default -----------------------------------------------------------
-- A search shows available listings unless it asks for the rest: under offer and sold STC for a
-- sale, let agreed (a rental's under offer) for a rent. The partial indexes of /buy and /rent
-- follow, so a page is still the first rows of an index and its total an index-only count.
drop index public.properties_type_listing_order_idx;
drop index public.properties_type_price_asc_idx;
drop index public.properties_type_price_desc_idx;
create index properties_type_listing_order_idx on public.properties (listing_type, featured_rank desc, created_at desc, id)
  where status = 'available';
create index properties_type_price_asc_idx on public.properties (listing_type, price asc nulls last, created_at desc, id)
  where status = 'available';
create index properties_type_price_desc_idx on public.properties (listing_type, price desc nulls last, created_at desc, id)
  where status = 'available';
