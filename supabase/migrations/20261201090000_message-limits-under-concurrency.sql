-- The spam guard on messages holds under concurrency: the per-sender count took no lock, so
-- messages sent at once by one sender (40 in parallel on PostgreSQL stored 8 against a limit of
-- 5) each counted the others as not yet there. Each send now takes a transaction-level lock on
-- its sender before counting, held until it commits, so the next one counts it. Anonymous
-- sends lock their address first (as before) and then their email, always in that order, so two
-- sends never wait on each other crosswise. Same rules and settings as before otherwise.
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
  if new.sender_id is null and caller_address is not null then
    perform pg_advisory_xact_lock(hashtext('message_sends:' || caller_address));
  end if;
  perform pg_advisory_xact_lock(hashtext('message_sender:' || coalesce(new.sender_id::text, lower(new.email))));
  -- Each statement below sees what the sends that held these locks before committed.
  select count(*) into recent from public.messages m
   where m.created_at > now() - interval '10 minutes'
     and (case when new.sender_id is not null then m.sender_id = new.sender_id
               else lower(m.email) = lower(new.email) end);
  if recent >= per_sender then
    raise exception 'Too many messages sent. Please wait a few minutes and try again.'
      using errcode = 'PT429', hint = 'rate_limited';
  end if;
  if new.sender_id is null and caller_address is not null then
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
