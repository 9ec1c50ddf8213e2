-- The database, not the browser, keeps a listing's photos in order: positions are always
-- 0..n-1 and the photo at position 0 is the cover (is_primary). New photos go to the end,
-- removing one closes the gap, and the order changes only through reorder_listing_photos().
-- No sequence of client requests can leave two photos in one place or a listing without a cover.

-- Bring existing rows into that shape first (the seed already is).
with ranked as (
  select id, row_number() over (partition by property_id order by is_primary desc, position, created_at, id) - 1 as rn
    from public.property_images
)
update public.property_images p set position = r.rn, is_primary = (r.rn = 0)
  from ranked r where p.id = r.id and (p.position <> r.rn or p.is_primary <> (r.rn = 0));

-- Both checked at commit, so a reorder can move photos through each other's places within one
-- transaction. One cover per listing is a partial uniqueness rule; an exclusion constraint says
-- it the way a partial unique index would, but can be deferred.
alter table public.property_images
  add constraint property_images_position_key unique (property_id, position) deferrable initially deferred;
alter table public.property_images
  add constraint property_images_one_cover exclude using btree (property_id with =) where (is_primary)
  deferrable initially deferred;

-- A photo's object lives in its listing's folder: a row cannot name another listing's file
-- (removing the row queues its object for removal).
alter table public.property_images
  add constraint property_images_storage_path_in_folder
  check (storage_path is null or starts_with(storage_path, property_id::text || '/'));

-- Order is the database's: clients may add and delete rows, not move them.
revoke update on table public.property_images from authenticated;

-- The 5-photo limit, as before, except for a photo sent again (a retried write): the primary key
-- refuses that one, so it must not be counted as a sixth.
create or replace function private.limit_property_images() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.properties where id = new.property_id for update;
  if exists (select 1 from public.property_images where id = new.id) then
    return new;
  end if;
  if (select count(*) from public.property_images where property_id = new.property_id) >= 5 then
    raise exception 'A listing can have at most 5 images' using errcode = 'check_violation';
  end if;
  return new;
end $$;

-- A new photo goes after the others (the parent row is locked by the limit trigger, which fires
-- first: triggers run in name order). The cover is the photo at position 0, always.
create function private.place_property_image() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  known integer;
begin
  if tg_op = 'INSERT' then
    -- A photo sent again keeps its place, and the primary key refuses the copy.
    select position into known from public.property_images where id = new.id;
    new.position := coalesce(known, (select count(*) from public.property_images where property_id = new.property_id));
  end if;
  new.is_primary := new.position = 0;
  return new;
end $$;
create trigger property_images_place before insert or update on public.property_images
  for each row execute function private.place_property_image();

-- Removing a photo closes the gap; removing the cover makes the next photo the cover. Its stored
-- object is queued too (SQL may not delete storage objects on hosted Supabase; the app removes
-- it through the Storage API, and the local emulator drains this queue as well).
create table private.removed_photo_objects (
  storage_path text primary key,
  queued_at timestamptz not null default now()
);

create function private.close_property_image_gap() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The listing row is locked as when photos are added, so a removal and an addition at the
  -- same time cannot both count the photos as they were.
  perform 1 from public.properties where id = old.property_id for update;
  if old.storage_path is not null then
    insert into private.removed_photo_objects (storage_path) values (old.storage_path) on conflict do nothing;
  end if;
  with ranked as (
    select id, row_number() over (order by position, created_at, id) - 1 as rn
      from public.property_images where property_id = old.property_id
  )
  update public.property_images p set position = r.rn
    from ranked r where p.id = r.id and p.position <> r.rn;
  return null;
end $$;
create trigger property_images_close_gap after delete on public.property_images
  for each row execute function private.close_property_image_gap();

-- Reorders a listing's photos: photo_ids lists every photo of the listing once, cover first.
-- Only the listing's owner may; answers the photos in their new order.
create function public.reorder_listing_photos(property_id uuid, photo_ids uuid[])
returns setof public.property_images
language plpgsql security definer set search_path = '' as $$
declare
  listing constant uuid := reorder_listing_photos.property_id;
begin
  if not private.owns_property(listing) then
    raise exception 'Only the listing''s owner can reorder its photos' using errcode = 'insufficient_privilege';
  end if;
  perform 1 from public.properties where id = listing for update;
  if (select coalesce(array_agg(id order by id), '{}') from public.property_images where property_images.property_id = listing)
     is distinct from (select coalesce(array_agg(x order by x), '{}') from unnest(photo_ids) x) then
    raise exception 'The new order must list every photo of the listing exactly once' using errcode = 'invalid_parameter_value';
  end if;
  update public.property_images p set position = o.ord - 1
    from unnest(photo_ids) with ordinality as o(id, ord)
   where p.id = o.id and p.position <> o.ord - 1;
  return query select * from public.property_images where property_images.property_id = listing order by position;
end $$;
revoke all on function public.reorder_listing_photos(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_listing_photos(uuid, uuid[]) to authenticated, service_role;
