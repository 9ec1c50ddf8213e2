-- Keyword search over listings, and warehouses as a commercial property type.

-- Keyword search -----------------------------------------------------------------------------------
-- The words of the title and description, stemmed with the English configuration so 'pools' finds
-- 'pool' and stop words are ignored. Title words weigh more (A) than description words (B), for
-- ranking should a search ever order by relevance. A stored generated column: Postgres keeps it in
-- step with every insert and update, and nobody can write it (428C9 for any value but DEFAULT).
-- The API searches it with `textSearch('search_vector', words, { type: 'websearch', config: 'english' })`,
-- which must name the same configuration for the GIN index to serve the query.
alter table public.properties add column search_vector tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
) stored;
comment on column public.properties.search_vector is
  'title (weight A) and description (B) as English lexemes; filter with websearch_to_tsquery(''english'', ...)';
-- Readable by anon and authenticated through the table-wide SELECT grant (filters need it). The
-- INSERT and UPDATE grants name their columns, so this one is writable by neither.

create index properties_search_vector_idx on public.properties using gin (search_vector);

-- updated_at moves only when something other than featuring changes, judged by comparing the row
-- without the columns that do not count. Like location_key, search_vector is generated after
-- BEFORE triggers run (null in NEW) and follows other columns, so it is left out of the comparison;
-- otherwise every update, featuring included, would look like an edit.
create or replace function private.touch_property_updated_at() returns trigger
language plpgsql set search_path = '' as $$
declare
  ignored constant text[] := array['is_featured', 'featured_until', 'updated_at', 'location_key', 'search_vector'];
begin
  if to_jsonb(new) - ignored = to_jsonb(old) - ignored then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end $$;

-- Warehouses -----------------------------------------------------------------------------------------
-- 'warehouse' covers warehouses and industrial units (Mussafah, KIZAD); the search's commercial
-- group is office, retail, warehouse and land.
alter table public.properties drop constraint properties_property_type_check;
alter table public.properties add constraint properties_property_type_check
  check (property_type in ('apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail', 'warehouse', 'land'));
