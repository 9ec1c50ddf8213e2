-- The price range as arguments of the search (min_price, max_price), compared in whole fils.
--
-- A search read its price range as the API's filters, `price >= x and price <= y` on numeric(14,2).
-- Under row-level security (every read as anon or authenticated, even with a policy of `true`)
-- Postgres uses a column's statistics only for operators whose function is leakproof, and numeric's
-- comparisons are not. Without them it guessed that a range matches 0.5% or fewer of the listings
-- (1 row at 100,000 listings, where 1-5 million matched 12,000 of /buy's), read every match
-- through the price index and sorted them for a page of 24: 9 ms as anon against 0.8 ms as the
-- table's owner, which walks the listing order and stops after the page. Only a superuser can
-- mark numeric's functions leakproof, and hosted Supabase has none.
--
-- A price has two decimals, so `(price * 100)::bigint` (the price in fils) is exact, and
-- `price >= x` is `fils >= ceil(x * 100)`, `price <= y` is `fils <= floor(y * 100)`: the same
-- listings, a null price matching neither, as before. bigint's comparisons are leakproof, and the
-- index below gives the expression statistics, so the planner knows how many listings a range
-- holds as anon: a wide range reads its page from the listing-order index, a narrow one from this
-- index, and the total is counted from it alone (status and price included for that). The bounds
-- are clamped just outside what a price can be (0 to 10,000,000,000), so no argument overflows
-- bigint and none changes which listings match.
--
-- The old signature goes: two overloads whose arguments all have defaults would be ambiguous to
-- the API. A client that still filters on `price` gets the same rows, planned as before.
create index properties_type_price_fils_idx on public.properties (listing_type, ((price * 100)::bigint)) include (status, price);

drop function public.search_properties(integer, integer, text[], double precision, double precision, double precision, double precision);

-- Listings (under row-level security, as a read of the table) within a size range, with all of
-- the named amenities, inside a map box and within a price range; any argument left out does not
-- filter. One SQL statement without a search_path of its own, so Postgres inlines it into the
-- caller's query: the API's other filters, order and count then plan against the table's indexes
-- as a read of properties does.
create function public.search_properties(
  min_size integer default null,
  max_size integer default null,
  all_amenities text[] default null,
  west double precision default null,
  south double precision default null,
  east double precision default null,
  north double precision default null,
  min_price numeric default null,
  max_price numeric default null
) returns setof public.properties
  language sql stable
  as $$
    select p.*
      from public.properties p
     where private.check_search_arguments(min_size, max_size, all_amenities, west, south, east, north)
       and (min_size is null or p.size_sqft >= min_size)
       and (max_size is null or p.size_sqft <= max_size)
       and (all_amenities is null or p.amenities @> all_amenities)
       and (west is null or (p.latitude between south and north and p.longitude between west and east))
       and (min_price is null or (p.price * 100)::bigint >= ceil(least(greatest(min_price, -1), 20000000000) * 100)::bigint)
       and (max_price is null or (p.price * 100)::bigint <= floor(least(greatest(max_price, -1), 20000000000) * 100)::bigint)
  $$;
grant execute on function public.search_properties(integer, integer, text[], double precision, double precision, double precision, double precision, numeric, numeric)
  to anon, authenticated, service_role;
