-- Featured-first lists that an index can serve.
--
-- Lists were ordered by `featured_now` (is_featured and featured_until > now()). An expression
-- that depends on the clock cannot be indexed, so the home page's latest listings and every page
-- of /buy and /rent read and sorted the whole table. `featured_rank` stores the same fact as a
-- plain column that lists order by (featured_rank desc, created_at desc, id), matched by indexes.
--
-- How it stays true:
-- - A trigger sets it on every insert and update from is_featured and featured_until, so however a
--   listing is featured (fulfil_featured_payment, the service role, seed data) or edited, the
--   stored rank is right at the moment of the write. Nobody can set it to anything else.
-- - `expire_featured_listings()` lowers the rank of listings whose featuring has run out. It runs
--   every minute through pg_cron where the extension exists (hosted Supabase), and in the local
--   emulator on a timer set for the next expiry.
-- - What a visitor is told stays exact: the Featured badge and any count of featured listings use
--   `featured_now`, which reads the clock. Only the position in a list can lag: a listing whose
--   featuring ended moments ago may keep its place at the top until the next run (at most about
--   a minute), without its badge.

alter table public.properties add column featured_rank smallint not null default 0
  constraint properties_featured_rank_check check (featured_rank in (0, 1));
comment on column public.properties.featured_rank is
  '1 while the listing is featured (kept by a trigger and expire_featured_listings()); lists order by it, the badge uses featured_now';
-- Readable through the table-wide SELECT grant (lists order by it). The INSERT and UPDATE grants
-- of authenticated name their columns, so owners cannot write it; the trigger overrides any value
-- the service role writes.

create function private.set_featured_rank() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.featured_rank := case when new.is_featured and coalesce(new.featured_until > now(), false) then 1 else 0 end;
  return new;
end $$;
-- Named to fire before properties_touch (triggers fire in name order), which then sees the rank
-- already set; either way the rank is one of the columns that does not count as an edit.
create trigger properties_featured_rank before insert or update on public.properties
  for each row execute function private.set_featured_rank();

-- updated_at moves only when something other than featuring changes; featured_rank is featuring.
create or replace function private.touch_property_updated_at() returns trigger
language plpgsql set search_path = '' as $$
declare
  ignored constant text[] := array['is_featured', 'featured_until', 'featured_rank', 'updated_at', 'location_key', 'search_vector'];
begin
  if to_jsonb(new) - ignored = to_jsonb(old) - ignored then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end $$;

-- Listings featured now (the trigger computes the value; updated_at does not move).
update public.properties set featured_rank = 1 where is_featured and featured_until > now();

-- Finds the few ranked listings without touching the rest.
create index properties_featured_rank_idx on public.properties (featured_until) where featured_rank > 0;

-- Lowers the rank of every listing whose featuring has ended; answers how many changed. Only the
-- rank changes (the trigger recomputes it), so is_featured and featured_until keep the history a
-- renewal extends from.
create function public.expire_featured_listings() returns integer
language sql security definer set search_path = '' as $$
  with expired as (
    update public.properties set featured_rank = 0
     where featured_rank > 0 and not (is_featured and coalesce(featured_until > now(), false))
    returning 1
  )
  select count(*)::int from expired
$$;
revoke all on function public.expire_featured_listings() from public, anon, authenticated;
grant execute on function public.expire_featured_listings() to service_role;

-- Every minute where pg_cron can be used. Without it (plain PostgreSQL, the local emulator, which
-- runs the function itself) the migration still applies; a deployment without pg_cron must call
-- expire_featured_listings() on a schedule of its own.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension pg_cron;
    exception when others then
      raise notice 'pg_cron could not be enabled (%): schedule public.expire_featured_listings() elsewhere', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    -- Scheduling by name replaces an earlier job of that name, so this can run again.
    perform cron.schedule('expire-featured-listings', '* * * * *', 'select public.expire_featured_listings()');
  end if;
exception when others then
  raise notice 'expire-featured-listings was not scheduled (%): schedule public.expire_featured_listings() elsewhere', sqlerrm;
end $$;

-- The orders lists use ------------------------------------------------------------------------------
-- Every list in the default order: the home page's latest, and searches without a listing type or
-- that include listings under offer.
create index properties_listing_order_idx on public.properties (featured_rank desc, created_at desc, id);
-- /buy, /rent and searches with a listing type, in the statuses a search shows by default: a page
-- is the first rows of the index, and the page's total an index-only count.
create index properties_type_listing_order_idx on public.properties (listing_type, featured_rank desc, created_at desc, id)
  where status in ('available', 'let_agreed');
-- The price sorts of those lists (strictly by price, unpriced last, then newest).
create index properties_type_price_asc_idx on public.properties (listing_type, price asc nulls last, created_at desc, id)
  where status in ('available', 'let_agreed');
create index properties_type_price_desc_idx on public.properties (listing_type, price desc nulls last, created_at desc, id)
  where status in ('available', 'let_agreed');
-- Superseded by the listing-order index of the same listing type.
drop index if exists public.properties_listing_type_created_idx;
