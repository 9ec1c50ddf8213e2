-- A listing's title and description in Arabic, beside the English ones, and a keyword search of
-- them. Both are optional: Arabic pages show the English text where a listing has no Arabic.

-- The columns --------------------------------------------------------------------------------------
-- The same bounds as title and description (20250715090100_properties.sql): a title that is there
-- is 1 to 150 characters once trimmed, a description at most 5000. Null is "no Arabic"; the form
-- sends null for an empty field, so a blank Arabic title is refused like a blank English one.
alter table public.properties
  add column title_ar text
    constraint properties_title_ar_check check (char_length(btrim(title_ar)) between 1 and 150),
  add column description_ar text
    constraint properties_description_ar_check check (char_length(description_ar) <= 5000);
comment on column public.properties.title_ar is 'the title in Arabic; null: Arabic pages show title';
comment on column public.properties.description_ar is 'the description in Arabic; null: Arabic pages show description';

-- Owners write them as they write title and description: the same column grants, and the table's
-- row-level security (only the owner inserts or updates their row) covers them unchanged.
grant insert (title_ar, description_ar), update (title_ar, description_ar) on table public.properties to authenticated;

-- Arabic keyword search ------------------------------------------------------------------------------
-- People type the same Arabic word several ways: with or without hamza on the alef (أ إ آ ٱ ا),
-- ة or ه at the end, ى or ي, with or without short vowels (harakat, Quranic marks) and tatweel
-- (ـ, stretching only). This folds each group to one letter and drops the marks; the 'simple'
-- configuration then splits the words and lowercases any Latin, without stemming or stop words.
-- (The Snowball 'arabic' configuration does not fold them all, 'شقة' and 'شقه' stay apart, and
-- its stems depend on the Snowball version of the build; this gives the same words everywhere.) The app folds the keywords by the same rule
-- (src/lib/arabic-search.ts) before sending them, so the query and the stored words meet.
-- Immutable (translate and regexp_replace are), so a generated column may use it. Code points are
-- written as escapes: the marks are invisible in an editor, and ي (Arabic) and ی (Persian) look alike.
create function public.arabic_search_text(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(
    translate(coalesce(value, ''), U&'\0623\0625\0622\0671\0629\0649', U&'\0627\0627\0627\0627\0647\064A'),
    '[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]', '', 'g')
$$;
comment on function public.arabic_search_text(text) is
  'Arabic folded for search: أ/إ/آ/ٱ to ا, ة to ه, ى to ي, diacritics and tatweel removed (src/lib/arabic-search.ts is the same rule)';

-- The Arabic words as lexemes, title (A) above description (B) as in search_vector. Its own column
-- and GIN index: the English vector stems with english_unaccent, and one tsquery has one
-- configuration, so the app asks `search_vector @@ english query OR search_vector_ar @@ simple
-- query` (two index scans, OR-ed bitmaps). Generated, so nobody can write it (428C9).
alter table public.properties add column search_vector_ar tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, public.arabic_search_text(title_ar)), 'A')
  || setweight(to_tsvector('simple'::regconfig, public.arabic_search_text(description_ar)), 'B')
) stored;
comment on column public.properties.search_vector_ar is
  'title_ar (weight A) and description_ar (B) folded by arabic_search_text(); filter with websearch_to_tsquery(''simple'', arabic_search_text(...))';
create index properties_search_vector_ar_idx on public.properties using gin (search_vector_ar);

-- search_vector_ar, like search_vector, is null in NEW while BEFORE triggers run and follows other
-- columns, so it is not compared: otherwise featuring a listing would count as an edit.
create or replace function private.touch_property_updated_at() returns trigger
language plpgsql set search_path = '' as $$
declare
  ignored constant text[] := array['is_featured', 'featured_until', 'featured_rank', 'updated_at', 'location_key', 'search_vector', 'search_vector_ar'];
begin
  if to_jsonb(new) - ignored = to_jsonb(old) - ignored then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end $$;
