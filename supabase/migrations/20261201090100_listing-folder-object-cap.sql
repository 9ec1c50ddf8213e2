-- A listing's folder in the property-images bucket holds at most 14 objects. A listing has at
-- most 7 images (5 photos and 2 floor plans, public.property_images), but its owner could upload
-- any number of objects into its folder without ever adding their rows. 14 is twice the images
-- a listing may have: room for a whole set of new images uploaded while the old ones are still
-- there (an edit sends its removals first, but one interrupted midway, or retried, may not have),
-- and for uploads whose rows never arrived. Enforced in the database, where hosted Storage and
-- the local emulator both insert the object's row as the caller, so it holds for both.

-- Whether one more object (or the one named object_name again) fits in its listing folder.
-- Takes a transaction-level lock on the folder first, so uploads at once into one folder are
-- counted one after another: each counts what the ones before it committed.
create function private.listing_folder_has_room(object_name text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  folder constant text := split_part(object_name, '/', 1);
begin
  -- Only listing folders (named by a listing's id) are capped; the other policies refuse any
  -- other name, and a uuid has no LIKE wildcards.
  if strpos(object_name, '/') = 0
     or folder !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtext('property-images folder:' || lower(folder)));
  return (select count(*) from storage.objects
           where bucket_id = 'property-images' and name like folder || '/%' and name <> object_name) < 14;
end $$;
grant execute on function private.listing_folder_has_room(text) to authenticated;

-- Restrictive: applies on top of the owners' policies, to new objects and to renamed ones.
create policy "listing folders hold at most 14 objects" on storage.objects
  as restrictive for insert to authenticated
  with check (bucket_id is distinct from 'property-images' or private.listing_folder_has_room(name));
create policy "listing folders hold at most 14 objects after a move" on storage.objects
  as restrictive for update to authenticated
  using (true)
  with check (bucket_id is distinct from 'property-images' or private.listing_folder_has_room(name));
