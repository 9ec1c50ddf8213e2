-- Whether a listing id belonged to a listing that was deleted. The app's server answers such an
-- address with 410 Gone (an unknown id is 404), so search engines drop a removed listing at once
-- instead of treating it as a page that may come back. Only the yes or no is public: not who
-- owned the listing or when it was deleted.
create function public.listing_removed(property_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.deleted_properties where id = property_id)
    and not exists (select 1 from public.properties where id = property_id);
$$;
revoke all on function public.listing_removed(uuid) from public;
grant execute on function public.listing_removed(uuid) to anon, authenticated;
