-- Indexes for the listing-fact filters of the search (furnishing, completion, size, bathrooms,
-- amenities, video tour, map box).
--
-- A search reads a page (the first rows of a listing-order index, filtered) and counts its matches
-- up to max_rows. The page is cheap whatever the filter; the count is what needs an index: a
-- filter that matches a large share of listings is counted from an index that holds every column
-- the count's conditions name (listing type, the filter, status), so it reads no table rows.

-- One filter each, by listing type (every /buy and /rent search has one); status last so the
-- default statuses are checked in the index too.
create index properties_type_furnishing_idx on public.properties (listing_type, furnishing, status);
create index properties_type_completion_idx on public.properties (listing_type, completion_status, status);
create index properties_type_size_idx on public.properties (listing_type, size_sqft, status);
create index properties_type_bathrooms_idx on public.properties (listing_type, bathrooms, status);

-- All of the named amenities: amenities @> '{pool,gym}'.
create index properties_amenities_idx on public.properties using gin (amenities);

-- Listings with a video tour: a minority, kept small by the predicate.
create index properties_video_idx on public.properties (listing_type, status) where video_url is not null;

-- The map box: a latitude band, then longitude within it, from the index alone.
create index properties_position_idx on public.properties (latitude, longitude, listing_type, status) where latitude is not null;
