-- Enquiries to listing owners, and the security activity log.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 2 and 50),
  email text not null check (char_length(email) <= 100 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (char_length(phone) <= 20 and phone ~ '^\+?[0-9 ()-]*$'),
  message text not null check (char_length(btrim(message)) between 10 and 1000),
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);
create index messages_recipient_idx on public.messages (recipient_id, created_at desc);
create index messages_sender_idx on public.messages (sender_id, created_at desc);
create index messages_property_idx on public.messages (property_id);

alter table public.messages enable row level security;
revoke all on table public.messages from anon, authenticated;
-- recipient_id and sender_id are set by the trigger below, whatever the client sends.
grant insert (id, property_id, name, email, phone, message) on table public.messages to anon, authenticated;
grant select on table public.messages to authenticated;
grant update (is_read) on table public.messages to authenticated;
grant all on table public.messages to service_role;

create policy "anyone messages a listing owner" on public.messages
  for insert to anon, authenticated
  with check (sender_id is not distinct from (select auth.uid()));
create policy "sender and recipient read a message" on public.messages
  for select to authenticated
  using (recipient_id = (select auth.uid()) or sender_id = (select auth.uid()));
create policy "recipients mark messages read" on public.messages
  for update to authenticated
  using (recipient_id = (select auth.uid())) with check (recipient_id = (select auth.uid()));

-- The recipient is always the listing's owner and the sender always the caller, so neither
-- can be forged. Spam guard: at most 5 messages per sender (user, else email) in 10 minutes.
create function private.prepare_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  owner uuid;
  recent integer;
begin
  select user_id into owner from public.properties where id = new.property_id;
  if owner is null then
    raise exception 'Property not found' using errcode = 'foreign_key_violation';
  end if;
  new.recipient_id := owner;
  if coalesce(auth.role(), '') <> 'service_role' then
    new.sender_id := auth.uid();
    new.is_read := false;
    new.created_at := now();
  end if;
  select count(*) into recent from public.messages m
   where m.created_at > now() - interval '10 minutes'
     and (case when new.sender_id is not null then m.sender_id = new.sender_id
               else lower(m.email) = lower(new.email) end);
  if recent >= 5 and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Too many messages sent. Please wait a few minutes and try again.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  return new;
end $$;
create trigger messages_prepare before insert on public.messages
  for each row execute function private.prepare_message();

-- security_logs: written only by the triggers below -----------------------------------------
create table public.security_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  action text not null check (action in ('property_insert', 'message_insert', 'image_upload')),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index security_logs_user_idx on public.security_logs (user_id, created_at desc);

alter table public.security_logs enable row level security;
revoke all on table public.security_logs from anon, authenticated, service_role;
grant select on table public.security_logs to authenticated, service_role;

create policy "users read their own security log" on public.security_logs
  for select to authenticated using (user_id = (select auth.uid()));

create function private.log_security_event() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  actor uuid;
  detail jsonb;
begin
  if tg_table_name = 'properties' then
    actor := new.user_id;
    detail := jsonb_build_object('property_id', new.id, 'title', new.title);
  elsif tg_table_name = 'messages' then
    actor := new.sender_id;
    detail := jsonb_build_object('property_id', new.property_id, 'message_id', new.id);
  else
    select user_id into actor from public.properties where id = new.property_id;
    detail := jsonb_build_object('property_id', new.property_id, 'image_id', new.id);
  end if;
  if actor is not null then
    insert into public.security_logs (user_id, action, details)
    values (actor, tg_argv[0], detail);
  end if;
  return null;
end $$;
create trigger properties_security_log after insert on public.properties
  for each row execute function private.log_security_event('property_insert');
create trigger messages_security_log after insert on public.messages
  for each row execute function private.log_security_event('message_insert');
create trigger property_images_security_log after insert on public.property_images
  for each row execute function private.log_security_event('image_upload');

-- The agent card on a listing: the owner's public contact details, nothing else of their
-- profile (profiles and agent_profiles stay private to their user).
create function public.listing_agent(property_id uuid)
returns table (first_name text, last_name text, company_name text, agent_email text, phone text, agent_address text)
language sql stable security definer set search_path = '' as $$
  select pr.first_name, pr.last_name, ap.company_name,
         coalesce(nullif(ap.agent_email, ''), pr.email), coalesce(nullif(ap.phone, ''), pr.phone), ap.agent_address
    from public.properties p
    join public.profiles pr on pr.id = p.user_id
    left join public.agent_profiles ap on ap.user_id = p.user_id
   where p.id = listing_agent.property_id
$$;
revoke all on function public.listing_agent(uuid) from public;
grant execute on function public.listing_agent(uuid) to anon, authenticated, service_role;
