-- Floor plans: up to 2 per listing, stored as listing images of their own kind, so every rule
-- photos have holds for them too (client-made ids, objects in the listing's folder, removal
-- queued with the row, owner-only writes). Photos and floor plans each keep their own order
-- (positions 0..n-1 within the kind); the cover is always photo 0, never a floor plan.

alter table public.property_images
  add column kind text not null default 'photo' check (kind in ('photo', 'floor_plan'));
grant insert (kind) on table public.property_images to authenticated;

alter table public.property_images drop constraint property_images_position_key;
alter table public.property_images
  add constraint property_images_position_key unique (property_id, kind, position) deferrable initially deferred;

-- 5 photos and 2 floor plans; a row sent again (a retried write) is not counted twice.
create or replace function private.limit_property_images() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  existing integer;
begin
  perform 1 from public.properties where id = new.property_id for update;
  if exists (select 1 from public.property_images where id = new.id) then
    return new;
  end if;
  select count(*) into existing from public.property_images where property_id = new.property_id and kind = new.kind;
  if new.kind = 'floor_plan' and existing >= 2 then
    raise exception 'A listing can have at most 2 floor plans' using errcode = 'check_violation';
  end if;
  if new.kind = 'photo' and existing >= 5 then
    raise exception 'A listing can have at most 5 images' using errcode = 'check_violation';
  end if;
  return new;
end $$;

-- A new image goes after the others of its kind; the cover is the photo at position 0.
create or replace function private.place_property_image() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  known integer;
begin
  if tg_op = 'INSERT' then
    select position into known from public.property_images where id = new.id;
    new.position := coalesce(known, (select count(*) from public.property_images where property_id = new.property_id and kind = new.kind));
  end if;
  new.is_primary := new.kind = 'photo' and new.position = 0;
  return new;
end $$;

-- Removing an image closes the gap among the images of its kind.
create or replace function private.close_property_image_gap() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.properties where id = old.property_id for update;
  if old.storage_path is not null then
    insert into private.removed_photo_objects (storage_path) values (old.storage_path) on conflict do nothing;
  end if;
  with ranked as (
    select id, row_number() over (order by position, created_at, id) - 1 as rn
      from public.property_images where property_id = old.property_id and kind = old.kind
  )
  update public.property_images p set position = r.rn
    from ranked r where p.id = r.id and p.position <> r.rn;
  return null;
end $$;

-- photo_ids lists every image of the listing once; each kind takes the order its images have in
-- it (the first photo listed is the cover, the first floor plan listed is shown first).
create or replace function public.reorder_listing_photos(property_id uuid, photo_ids uuid[])
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
  with ordered as (
    select i.id, row_number() over (partition by i.kind order by o.ord) - 1 as rn
      from unnest(photo_ids) with ordinality as o(id, ord)
      join public.property_images i on i.id = o.id
  )
  update public.property_images p set position = ordered.rn
    from ordered where p.id = ordered.id and p.position <> ordered.rn;
  return query select * from public.property_images where property_images.property_id = listing order by kind desc, position;
end $$;
