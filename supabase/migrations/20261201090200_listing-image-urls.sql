-- An image a client adds to a listing must be served from this project's storage: its URL is
-- the public URL of its own object, {SUPABASE_URL}/storage/v1/object/public/property-images/
-- {storage_path}, as the app writes it, with the object in the listing's folder. Before, any
-- text was taken, so a listing could show a javascript: or data: URL, or an image from anywhere.
-- The project's URL is not known to the database, so the scheme, a plain host and the path are
-- checked. The service role and SQL run without a request (the seed's /samples/*.svg) are trusted.
create function private.check_listing_image_url() returns trigger
language plpgsql set search_path = '' as $$
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.storage_path is null
     or split_part(new.storage_path, '/', 1) <> new.property_id::text
     or new.storage_path ~ '[?#\s\\]'
     -- http(s), then a host without user info, then a path ending in the object's public path.
     or new.image_url !~ '^https?://[^/?#\s\\@]+/'
     or right(new.image_url, char_length('/storage/v1/object/public/property-images/' || new.storage_path))
        <> '/storage/v1/object/public/property-images/' || new.storage_path then
    raise exception 'An image''s URL must be the public storage URL of its object in the listing''s folder'
      using errcode = 'check_violation',
            hint = 'image_url = {SUPABASE_URL}/storage/v1/object/public/property-images/{storage_path}, storage_path = {property_id}/...';
  end if;
  return new;
end $$;
create trigger property_images_check_url before insert or update of image_url, storage_path, property_id on public.property_images
  for each row execute function private.check_listing_image_url();
