-- Stored photos to remove are queued by triggers: whole folders of deleted listings
-- (private.deleted_properties, photos_removed_at null while pending) and single photos whose rows
-- were deleted (private.removed_photo_objects). On hosted Supabase only the Storage API may
-- delete storage objects, so the remove-deleted-photos edge function drains both queues through
-- it: it claims a batch here, removes the objects, and reports the batch done. The local emulator
-- runs the same function. These functions are for the service role only.

-- A claim keeps concurrent runs off the same items; a run that dies leaves them to a later run
-- once the claim has lapsed.
alter table private.deleted_properties add column photos_claimed_until timestamptz;
alter table private.removed_photo_objects add column claimed_until timestamptz;

-- Claims up to max_items listing folders and up to max_items single photos not claimed by another
-- run: kind 'listing' with the listing id (its folder in property-images), or 'photo' with the
-- object's name.
create function public.claim_photo_removals(max_items integer default 20)
returns table (kind text, path text)
language plpgsql security definer set search_path = '' as $$
begin
  if max_items is null or max_items < 1 or max_items > 1000 then
    raise exception 'max_items must be between 1 and 1000' using errcode = '22023';
  end if;
  -- A path that a photo row names again (the same photo added back) is no longer to be removed.
  -- Rows another run holds are skipped, never waited for: two runs cannot deadlock here.
  delete from private.removed_photo_objects q
   where q.storage_path in (
     select r.storage_path from private.removed_photo_objects r
       join public.property_images i on i.storage_path = r.storage_path
        for update of r skip locked);
  return query
    with claimed as (
      update private.deleted_properties d set photos_claimed_until = now() + interval '10 minutes'
       where d.id in (
         select p.id from private.deleted_properties p
          where p.photos_removed_at is null and (p.photos_claimed_until is null or p.photos_claimed_until < now())
          order by p.deleted_at
          limit max_items
          for update skip locked)
      returning d.id
    )
    select 'listing'::text, c.id::text from claimed c;
  return query
    with claimed as (
      update private.removed_photo_objects q set claimed_until = now() + interval '10 minutes'
       where q.storage_path in (
         select r.storage_path from private.removed_photo_objects r
          where r.claimed_until is null or r.claimed_until < now()
          order by r.queued_at
          limit max_items
          for update skip locked)
      returning q.storage_path
    )
    select 'photo'::text, c.storage_path from claimed c;
end $$;
revoke all on function public.claim_photo_removals(integer) from public, anon, authenticated;
grant execute on function public.claim_photo_removals(integer) to service_role;

-- Marks listing folders emptied and single photos removed. Doing it again changes nothing.
create function public.finish_photo_removals(listing_ids uuid[] default '{}', photo_paths text[] default '{}')
returns void
language plpgsql security definer set search_path = '' as $$
begin
  update private.deleted_properties
     set photos_removed_at = coalesce(photos_removed_at, now()), photos_claimed_until = null
   where id = any(coalesce(listing_ids, '{}'));
  delete from private.removed_photo_objects where storage_path = any(coalesce(photo_paths, '{}'));
end $$;
revoke all on function public.finish_photo_removals(uuid[], text[]) from public, anon, authenticated;
grant execute on function public.finish_photo_removals(uuid[], text[]) to service_role;

-- Calls the edge function when a queue holds anything (an idle minute costs no invocation).
-- pg_cron runs it on hosted Supabase; the project URL and the service role key it sends are the
-- Vault secrets 'project_url' and 'service_role_key'. vault and net are only looked up when it
-- runs, so it is created everywhere and scheduled only where pg_cron and pg_net exist.
create function private.request_photo_removal() returns void
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from private.deleted_properties where photos_removed_at is null)
     and not exists (select 1 from private.removed_photo_objects) then
    return;
  end if;
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise warning 'Photos wait for removal: add the Vault secrets project_url and service_role_key';
    return;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/remove-deleted-photos',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end $$;
revoke all on function private.request_photo_removal() from public, anon, authenticated;

-- Every minute where pg_cron and pg_net can be had (hosted Supabase); the local emulator and a
-- plain PostgreSQL without them run the function on a timer of their own instead.
do $$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net is not available here: remove-deleted-photos is not scheduled';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule('remove-deleted-photos', '* * * * *', 'select private.request_photo_removal()');
  exception when others then
    -- Installed but not loadable (pg_cron needs shared_preload_libraries): the migration still applies.
    raise warning 'remove-deleted-photos is not scheduled: %', sqlerrm;
  end;
end $$;
