-- The property-images bucket: public read, images only, 5 MB each; objects live under
-- {propertyId}/... and only that listing's owner writes or deletes them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('property-images', 'property-images', true, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Folder names are compared as text: a non-uuid folder simply matches no listing.
create function private.owns_property_folder(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.properties
     where id::text = (storage.foldername(object_name))[1] and user_id = (select auth.uid())
  )
$$;
grant execute on function private.owns_property_folder(text) to anon, authenticated, service_role;

create policy "anyone reads property images" on storage.objects
  for select to anon, authenticated using (bucket_id = 'property-images');
create policy "owners upload property images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'property-images' and private.owns_property_folder(name));
create policy "owners replace property images" on storage.objects
  for update to authenticated
  using (bucket_id = 'property-images' and private.owns_property_folder(name))
  with check (bucket_id = 'property-images' and private.owns_property_folder(name));
create policy "owners delete property images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'property-images' and private.owns_property_folder(name));
