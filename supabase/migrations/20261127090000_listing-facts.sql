-- The facts UAE seekers filter by: furnishing, ready or off-plan (with its handover quarter and a
-- short payment plan), amenities from a fixed list, a map position, and a video tour. Every bound
-- is here as well as in the listing form, so a request that skips the form is refused the same.

alter table public.properties
  add column furnishing text
    constraint properties_furnishing_check check (furnishing in ('furnished', 'semi_furnished', 'unfurnished')),
  add column completion_status text
    constraint properties_completion_status_check check (completion_status in ('ready', 'off_plan')),
  -- The first day of the handover quarter (1 January, April, July or October).
  add column handover_date date
    constraint properties_handover_quarter_check
      check (extract(day from handover_date) = 1 and extract(month from handover_date) in (1, 4, 7, 10)),
  add column payment_plan text
    constraint properties_payment_plan_check check (char_length(btrim(payment_plan)) between 1 and 200),
  add column amenities text[] not null default '{}'
    constraint properties_amenities_check check (
      amenities <@ array['pool', 'gym', 'parking', 'balcony', 'maids_room', 'sea_view', 'central_ac',
                         'built_in_wardrobes', 'private_garden', 'concierge', 'security', 'kids_play_area',
                         'study', 'pets_allowed', 'beach_access']::text[]
      and cardinality(amenities) <= 15
    ),
  -- Within the UAE's bounds; both or neither.
  add column latitude double precision
    constraint properties_latitude_check check (latitude between 22.5 and 26.5),
  add column longitude double precision
    constraint properties_longitude_check check (longitude between 51.0 and 56.5),
  -- YouTube or Vimeo only: the page embeds it through the privacy-enhanced players.
  add column video_url text
    constraint properties_video_url_check check (
      char_length(video_url) <= 200
      and video_url ~ '^https://((www\.|m\.)?youtube\.com/watch\?v=[A-Za-z0-9_-]{11}|youtu\.be/[A-Za-z0-9_-]{11}|(www\.)?vimeo\.com/[0-9]{6,12})$'
    ),
  add constraint properties_position_pair_check check ((latitude is null) = (longitude is null)),
  -- A handover quarter and a payment plan belong to off-plan listings only.
  add constraint properties_off_plan_facts_check
    check (completion_status = 'off_plan' or (handover_date is null and payment_plan is null));

comment on column public.properties.amenities is
  'keys from a fixed list (the listing form names them); a search asks for all of the ones it names';
comment on column public.properties.handover_date is 'first day of the handover quarter of an off-plan listing';

grant insert (furnishing, completion_status, handover_date, payment_plan, amenities, latitude, longitude, video_url),
      update (furnishing, completion_status, handover_date, payment_plan, amenities, latitude, longitude, video_url)
  on table public.properties to authenticated;
