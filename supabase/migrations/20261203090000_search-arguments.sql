-- The listing search's own arguments, checked by the database. A search reads
-- public.search_properties(...) with the filters that can be asked wrongly as its arguments (the
-- size range, the amenities and the map box), and the other filters as the API's own operators on
-- its rows. A search that cannot be meant (a minimum size over the maximum, an amenity no listing
-- can have, a map box inside out or outside the UAE) is refused with a 400 that says why, rather
-- than quietly finding nothing. The app's form and its URL parser never ask such a search; this is
-- for everything else that calls the API.

-- The amenity keys a listing may have: one list, for the column's check and the search's.
create function private.amenity_keys() returns text[]
  language sql immutable parallel safe
  as $$
    select array['pool', 'gym', 'parking', 'balcony', 'maids_room', 'sea_view', 'central_ac',
                 'built_in_wardrobes', 'private_garden', 'concierge', 'security', 'kids_play_area',
                 'study', 'pets_allowed', 'beach_access']::text[]
  $$;
-- A check constraint runs as the role that writes the row.
grant execute on function private.amenity_keys() to anon, authenticated, service_role;

alter table public.properties drop constraint properties_amenities_check;
alter table public.properties
  add constraint properties_amenities_check check (amenities <@ private.amenity_keys() and cardinality(amenities) <= 15);

-- Raises 22023 (invalid_parameter_value, a 400 from the API) for arguments no search can mean;
-- true otherwise. The box's bounds are the position columns' checks (properties_latitude_check,
-- properties_longitude_check).
create function private.check_search_arguments(
  min_size integer, max_size integer, all_amenities text[],
  west double precision, south double precision, east double precision, north double precision
) returns boolean
  language plpgsql immutable parallel safe
  as $$
  declare
    unknown text;
  begin
    if min_size < 0 or max_size < 0 then
      raise exception 'A size cannot be negative' using errcode = '22023';
    end if;
    if min_size > max_size then
      raise exception 'The minimum size (% sq ft) is more than the maximum size (% sq ft)', min_size, max_size
        using errcode = '22023', hint = 'Ask for a minimum size at most the maximum.';
    end if;
    select string_agg(key, ', ') into unknown from unnest(all_amenities) key where key <> all (private.amenity_keys());
    if unknown is not null then
      raise exception 'Unknown amenity: %', unknown
        using errcode = '22023', hint = 'The amenities are: ' || array_to_string(private.amenity_keys(), ', ') || '.';
    end if;
    if num_nonnulls(west, south, east, north) not in (0, 4) then
      raise exception 'A map box needs all four of west, south, east and north' using errcode = '22023';
    end if;
    if west >= east or south >= north then
      raise exception 'The map box is inside out: west must be less than east, and south less than north'
        using errcode = '22023';
    end if;
    if south < 22.5 or north > 26.5 or west < 51.0 or east > 56.5 then
      raise exception 'The map box is outside the UAE'
        using errcode = '22023', hint = 'Latitudes from 22.5 to 26.5 and longitudes from 51.0 to 56.5.';
    end if;
    return true;
  end
  $$;
grant execute on function private.check_search_arguments(integer, integer, text[], double precision, double precision, double precision, double precision)
  to anon, authenticated, service_role;

-- Listings (under row-level security, as a read of the table) within a size range, with all of
-- the named amenities and inside a map box; any argument left out does not filter. One SQL
-- statement without a search_path of its own, so Postgres inlines it into the caller's query: the
-- API's other filters, order and count then plan against the table's indexes as a read of
-- properties does.
create function public.search_properties(
  min_size integer default null,
  max_size integer default null,
  all_amenities text[] default null,
  west double precision default null,
  south double precision default null,
  east double precision default null,
  north double precision default null
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
  $$;
grant execute on function public.search_properties(integer, integer, text[], double precision, double precision, double precision, double precision)
  to anon, authenticated, service_role;
