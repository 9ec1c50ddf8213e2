-- Abuse limits the database enforces whatever client calls it, and deleted listings whose ids
-- cannot be taken over. Limits answer with SQLSTATE PT429: PostgREST (hosted and local) turns
-- PTnnn into HTTP status nnn, so clients see 429 and know to try later.

-- The caller's address as the API gateway reports it in the request headers PostgREST passes:
-- Cloudflare's cf-connecting-ip on hosted Supabase (Cloudflare overwrites any the client sends),
-- else the first x-forwarded-for entry: the local emulator sets that to the socket's address and
-- drops the address headers a client sent.
create function private.client_address() returns text
language sql stable set search_path = '' as $$
  select nullif(btrim(split_part(coalesce(
    nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip',
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for',
    ''), ',', 1)), '')
$$;

-- Messages from anonymous visitors, per client address: changing the typed email must not get
-- round the per-sender limit. Kept an hour, private to the database.
create table private.message_sends (
  address text not null,
  created_at timestamptz not null default now()
);
create index message_sends_address_idx on private.message_sends (address, created_at);
create index message_sends_created_idx on private.message_sends (created_at);

-- Same recipient and sender rules as before; the spam guard now counts per sender (user, else
-- email) and, for anonymous senders, per client address, and answers PT429. Defaults: 5 per
-- sender and 10 per visitor address in 10 minutes; a deployment changes them with
-- `alter database ... set app.messages_per_sender = N` (and app.visitor_messages_per_address).
create or replace function private.prepare_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  owner uuid;
  recent integer;
  caller_address text := private.client_address();
  per_sender integer := coalesce(nullif(current_setting('app.messages_per_sender', true), '')::integer, 5);
  per_address integer := coalesce(nullif(current_setting('app.visitor_messages_per_address', true), '')::integer, 10);
begin
  select user_id into owner from public.properties where id = new.property_id;
  if owner is null then
    raise exception 'Property not found' using errcode = 'foreign_key_violation';
  end if;
  new.recipient_id := owner;
  if coalesce(auth.role(), '') = 'service_role' then
    return new;
  end if;
  new.sender_id := auth.uid();
  new.is_read := false;
  new.created_at := now();
  -- The same message sent again (a retried write): count nothing; the primary key refuses it.
  if exists (select 1 from public.messages where id = new.id) then
    return new;
  end if;
  select count(*) into recent from public.messages m
   where m.created_at > now() - interval '10 minutes'
     and (case when new.sender_id is not null then m.sender_id = new.sender_id
               else lower(m.email) = lower(new.email) end);
  if recent >= per_sender then
    raise exception 'Too many messages sent. Please wait a few minutes and try again.'
      using errcode = 'PT429', hint = 'rate_limited';
  end if;
  if new.sender_id is null and caller_address is not null then
    -- Serialise concurrent sends from one address so they cannot all pass the count.
    perform pg_advisory_xact_lock(hashtext('message_sends:' || caller_address));
    select count(*) into recent from private.message_sends s
     where s.address = caller_address and s.created_at > now() - interval '10 minutes';
    -- Higher than per sender: visitors in one office or home may share an address.
    if recent >= per_address then
      raise exception 'Too many messages sent. Please wait a few minutes and try again.'
        using errcode = 'PT429', hint = 'rate_limited';
    end if;
    delete from private.message_sends where created_at < now() - interval '1 hour';
    insert into private.message_sends (address) values (caller_address);
  end if;
  return new;
end $$;

-- Listings deleted: their ids stay reserved (a new listing with the same id would own the old
-- folder of photos in storage), and their photos are queued for removal. Direct SQL cannot
-- delete storage objects on hosted Supabase (only the Storage API may), so the queue is for a
-- Storage API job: the local emulator drains it right after the delete and on a timer.
create table private.deleted_properties (
  id uuid primary key,
  user_id uuid,
  created_at timestamptz,
  deleted_at timestamptz not null default now(),
  photos_removed_at timestamptz
);
create index deleted_properties_pending_idx on private.deleted_properties (deleted_at) where photos_removed_at is null;
create index deleted_properties_user_idx on private.deleted_properties (user_id, created_at);

create function private.remember_deleted_property() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.deleted_properties (id, user_id, created_at)
  values (old.id, old.user_id, old.created_at)
  on conflict (id) do nothing;
  return null;
end $$;
create trigger properties_remember_deleted after delete on public.properties
  for each row execute function private.remember_deleted_property();

-- New listings per user per day, counting deleted ones (deleting does not refill the allowance).
-- Default 50; a deployment changes it with `alter database ... set app.max_listings_per_day = N`.
create function private.check_new_property() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  cap integer := coalesce(nullif(current_setting('app.max_listings_per_day', true), '')::integer, 50);
  recent integer;
begin
  if exists (select 1 from private.deleted_properties where id = new.id) then
    raise exception 'This listing id belonged to a deleted listing and cannot be used again'
      using errcode = 'unique_violation';
  end if;
  -- The same listing sent again (a retried write): the primary key refuses it, nothing is counted.
  if exists (select 1 from public.properties where id = new.id) then
    return new;
  end if;
  -- Only signed-in API callers are capped (not the service role, nor SQL run by the owner).
  if coalesce(auth.role(), '') <> 'authenticated' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('new_properties:' || new.user_id::text));
  select (select count(*) from public.properties
           where user_id = new.user_id and created_at > now() - interval '1 day')
       + (select count(*) from private.deleted_properties
           where user_id = new.user_id and created_at > now() - interval '1 day')
    into recent;
  if recent >= cap then
    raise exception 'You can add at most % new listings a day. Please try again tomorrow.', cap
      using errcode = 'PT429';
  end if;
  return new;
end $$;
create trigger properties_check_new before insert on public.properties
  for each row execute function private.check_new_property();

