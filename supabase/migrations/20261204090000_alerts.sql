-- Alerts: email (and push, where allowed) when a listing newly matches a saved search, and when an
-- agent receives an enquiry. Triggers queue what happened; the send-alerts edge function (pg_cron
-- every minute on hosted Supabase, a timer and listing writes in the local emulator) matches the
-- queued listings against saved searches with the app's own search conditions, then plans,
-- claims and sends the emails here. Every step can run twice, or die half way, without an alert
-- lost or repeated: matches are one row per (user, listing), emails are planned once and claimed
-- for a while, and each is sent under its own id as the provider's idempotency key.

-- Saved searches: how often they alert -----------------------------------------------------------
alter table public.saved_searches
  add column alert text not null default 'daily' constraint saved_searches_alert_check check (alert in ('off', 'instant', 'daily')),
  -- Listings that changed after this are news for the search: set when it is saved and whenever
  -- its alerts are turned back on, so what matched before is never sent as new.
  add column alert_since timestamptz not null default now(),
  -- The generation of its unsubscribe links: an emailed link carries it (signed), and using one,
  -- or turning alerts back on, moves it on, so every link works once.
  add column alert_token integer not null default 0,
  add column last_digest_at timestamptz;
comment on column public.saved_searches.alert is 'off, instant (as matches arrive) or daily (one digest a day)';
-- Searches saved before alerts existed: their owners never asked for email.
update public.saved_searches set alert = 'off';
grant insert (alert), update (alert) on table public.saved_searches to authenticated;

create function private.saved_search_alert_window() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.alert_since := now();
    new.alert_token := 0;
    new.last_digest_at := null;
  elsif new.alert is distinct from old.alert then
    if old.alert = 'off' then
      new.alert_since := now();
      new.alert_token := old.alert_token + 1;
    end if;
  end if;
  return new;
end $$;
create trigger saved_searches_alert_window before insert or update of alert on public.saved_searches
  for each row execute function private.saved_search_alert_window();

-- Enquiry notifications, each of which an agent can turn off --------------------------------------
alter table public.profiles
  add column enquiry_emails boolean not null default true,
  add column enquiry_push boolean not null default true;
grant insert (enquiry_emails, enquiry_push), update (enquiry_emails, enquiry_push) on table public.profiles to authenticated;

-- Push subscriptions: one row per browser (its endpoint), owned by whoever signed in there last --
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Push services are reached over https only; the sender also keeps to known push services.
  endpoint text not null unique check (endpoint ~ '^https://[^\s]+$' and char_length(endpoint) <= 1000),
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_=-]{1,200}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_=-]{1,100}$'),
  -- The language notifications are written in: the page's when the browser subscribed.
  locale text not null default 'en' check (locale in ('en', 'ar')),
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);
alter table public.push_subscriptions enable row level security;
revoke all on table public.push_subscriptions from anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
grant all on table public.push_subscriptions to service_role;
create policy "users read their push subscriptions" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users remove their push subscriptions" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

-- Stores this browser's subscription (PushSubscription.toJSON(): endpoint and keys) for the
-- signed-in user. A browser has one endpoint whoever uses it, so signing in as someone else there
-- moves the subscription to them: the endpoint is the browser's own secret, and holding it only
-- ever directs that browser's notifications. The table's checks refuse a malformed one.
create function public.save_push_subscription(subscription jsonb, locale text default 'en')
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  saved uuid;
begin
  if me is null then
    raise exception 'Sign in to get notifications' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, locale)
  values (me, subscription ->> 'endpoint', subscription -> 'keys' ->> 'p256dh', subscription -> 'keys' ->> 'auth',
          coalesce(save_push_subscription.locale, 'en'))
  on conflict on constraint push_subscriptions_endpoint_key do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, locale = excluded.locale
  returning s.id into saved;
  return saved;
end $$;
revoke all on function public.save_push_subscription(jsonb, text) from public, anon;
grant execute on function public.save_push_subscription(jsonb, text) to authenticated, service_role;

-- Alert history: what was matched for whom, and the emails that told them -------------------------
create table public.alert_emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  saved_search_id uuid references public.saved_searches (id) on delete set null,
  kind text not null check (kind in ('instant', 'daily')),
  created_at timestamptz not null default now(),
  -- A run sending it holds it until then; one that dies leaves it to a later run.
  claimed_until timestamptz,
  -- Sent, or dropped because nothing in it was left to send.
  sent_at timestamptz
);
create index alert_emails_user_idx on public.alert_emails (user_id, created_at desc);
create index alert_emails_unsent_idx on public.alert_emails (created_at) where sent_at is null;

-- One row per user and listing, ever: no listing is alerted twice to the same person, whichever
-- of their searches it matched, and a second run's matches are duplicates that change nothing.
create table public.alert_deliveries (
  user_id uuid not null references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  saved_search_id uuid references public.saved_searches (id) on delete set null,
  matched_at timestamptz not null default now(),
  -- The email it went out in; null while it waits (a daily digest, a rate limit).
  email_id uuid references public.alert_emails (id) on delete set null,
  primary key (user_id, property_id)
);
create index alert_deliveries_pending_idx on public.alert_deliveries (saved_search_id) where email_id is null;
create index alert_deliveries_email_idx on public.alert_deliveries (email_id);

alter table public.alert_emails enable row level security;
alter table public.alert_deliveries enable row level security;
revoke all on table public.alert_emails, public.alert_deliveries from anon, authenticated;
grant select on table public.alert_emails, public.alert_deliveries to authenticated;
grant all on table public.alert_emails, public.alert_deliveries to service_role;
create policy "users read their alert emails" on public.alert_emails
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users read their alert matches" on public.alert_deliveries
  for select to authenticated using (user_id = (select auth.uid()));

-- Turning a search's alerts off drops what it had waiting.
create function private.drop_pending_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.alert_deliveries where saved_search_id = new.id and email_id is null;
  return new;
end $$;
create trigger saved_searches_drop_pending_alerts after update of alert on public.saved_searches
  for each row when (new.alert = 'off' and old.alert <> 'off') execute function private.drop_pending_alerts();

-- Listings to match: queued by what can make a listing newly match a search ---------------------
-- Published; a lower price (a drop into a price range); back to available; or a change to
-- anything a search filters on. Edits to the words alone are not news: a listing that matched a
-- keyword search before would be sent again for a reworded description.
create table private.alert_listing_changes (
  property_id uuid primary key references public.properties (id) on delete cascade,
  changed_at timestamptz not null default now(),
  -- Set by the run that claimed it; a change after the claim clears it, so finishing that run
  -- leaves the newer change queued.
  claim_id uuid,
  claimed_until timestamptz
);

create function private.queue_alert_listing_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and not (
       coalesce(new.price < old.price, new.price is not null and old.price is null)
    or (new.status = 'available' and old.status <> 'available')
    or (new.location, new.property_type, new.listing_type, new.bedrooms, new.bathrooms, new.size_sqft, new.amenities,
        new.furnishing, new.completion_status, new.video_url, new.latitude, new.longitude)
       is distinct from
       (old.location, old.property_type, old.listing_type, old.bedrooms, old.bathrooms, old.size_sqft, old.amenities,
        old.furnishing, old.completion_status, old.video_url, old.latitude, old.longitude)) then
    return null;
  end if;
  insert into private.alert_listing_changes (property_id) values (new.id)
  on conflict (property_id) do update set changed_at = now(), claim_id = null, claimed_until = null;
  return null;
end $$;
create trigger properties_queue_alert_change after insert or update on public.properties
  for each row execute function private.queue_alert_listing_change();

-- Claims up to max_items queued listings for one run: the claim's id and each listing with the
-- time it changed (a search hears only of changes after its alert_since).
create function public.claim_alert_listing_changes(max_items integer default 200)
returns table (claim_id uuid, property_id uuid, changed_at timestamptz)
language plpgsql security definer set search_path = '' as $$
declare
  claim uuid := gen_random_uuid();
begin
  if max_items is null or max_items < 1 or max_items > 1000 then
    raise exception 'max_items must be between 1 and 1000' using errcode = '22023';
  end if;
  return query
    with claimed as (
      update private.alert_listing_changes q set claim_id = claim, claimed_until = now() + interval '5 minutes'
       where q.property_id in (
         select c.property_id from private.alert_listing_changes c
          where c.claimed_until is null or c.claimed_until < now()
          order by c.changed_at
          limit max_items
          for update skip locked)
      returning q.property_id, q.changed_at
    )
    select claim, c.property_id, c.changed_at from claimed c;
end $$;
revoke all on function public.claim_alert_listing_changes(integer) from public, anon, authenticated;
grant execute on function public.claim_alert_listing_changes(integer) to service_role;

-- The claimed listings are matched (their alert_deliveries written): off the queue, unless one
-- changed again since.
create function public.finish_alert_listing_changes(claim uuid)
returns void
language sql security definer set search_path = '' as $$
  delete from private.alert_listing_changes where claim_id = claim;
$$;
revoke all on function public.finish_alert_listing_changes(uuid) from public, anon, authenticated;
grant execute on function public.finish_alert_listing_changes(uuid) to service_role;

-- Emails: planned from waiting matches, then claimed to send ---------------------------------------
-- One email per search with matches waiting: an instant search's at once, a daily search's at the
-- first run after the day's digest time (`digest_from`, the caller's clock) when something waited
-- from before it, and then not again until the next day's. No one gets more than
-- `hourly_limit` alert emails an hour; what is over waits for the next hour. Answers the claimed
-- emails, each with what it needs to be written: the address and language, the search, and the
-- listings (newest first; ones deleted since are gone).
create function public.claim_alert_emails(digest_from timestamptz, max_emails integer default 50, hourly_limit integer default 10)
returns setof jsonb
language plpgsql security definer set search_path = '' as $$
begin
  if max_emails is null or max_emails < 1 or max_emails > 500 or hourly_limit is null or hourly_limit < 1 or digest_from is null then
    raise exception 'digest_from is required, max_emails must be between 1 and 500 and hourly_limit at least 1' using errcode = '22023';
  end if;
  -- One planner at a time: two would find the same searches due.
  perform pg_advisory_xact_lock(hashtext('public.claim_alert_emails'));
  -- Matches waiting for a search deleted since can never be sent.
  delete from public.alert_deliveries where email_id is null and saved_search_id is null;
  with candidates as (
    select s.id, s.user_id, s.alert,
           row_number() over (partition by s.user_id order by s.id) as nth,
           (select count(*) from public.alert_emails e
             where e.user_id = s.user_id and e.created_at > now() - interval '1 hour') as sent_lately
      from public.saved_searches s
     where s.alert <> 'off'
       and exists (select 1 from public.alert_deliveries d where d.saved_search_id = s.id and d.email_id is null)
       and (s.alert = 'instant'
            or (coalesce(s.last_digest_at, '-infinity') < digest_from
                and exists (select 1 from public.alert_deliveries d
                             where d.saved_search_id = s.id and d.email_id is null and d.matched_at < digest_from)))
  ), due as (
    select c.id, c.user_id, c.alert from candidates c
     where c.sent_lately + c.nth <= hourly_limit
     order by c.id
     limit max_emails
  ), planned as (
    insert into public.alert_emails (user_id, saved_search_id, kind)
    select d.user_id, d.id, d.alert from due d
    returning id, saved_search_id, kind
  ), linked as (
    update public.alert_deliveries d set email_id = p.id
      from planned p
     where d.saved_search_id = p.saved_search_id and d.email_id is null
  )
  -- Stamped with the digest's own time, the caller's clock that digest_from is read by.
  update public.saved_searches s set last_digest_at = digest_from
    from planned p
   where s.id = p.saved_search_id and p.kind = 'daily';

  return query
    with claimed as (
      update public.alert_emails e set claimed_until = now() + interval '5 minutes'
       where e.id in (
         select u.id from public.alert_emails u
          where u.sent_at is null and (u.claimed_until is null or u.claimed_until < now())
          order by u.created_at
          limit max_emails
          for update skip locked)
      returning e.id, e.user_id, e.saved_search_id, e.kind
    )
    select jsonb_build_object(
      'id', c.id,
      'kind', c.kind,
      'user_id', c.user_id,
      'email', u.email,
      'locale', case when u.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end,
      'search', case when s.id is null then null else
        jsonb_build_object('id', s.id, 'name', s.name, 'query', s.query, 'alert', s.alert, 'token', s.alert_token) end,
      'listings', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', p.id, 'title', p.title, 'title_ar', p.title_ar, 'price', p.price, 'location', p.location,
                 'listing_type', p.listing_type, 'bedrooms', p.bedrooms, 'property_type', p.property_type,
                 'photo', (select i.image_url from public.property_images i
                            where i.property_id = p.id and i.kind = 'photo' order by i.position limit 1))
                 order by p.created_at desc, p.id)
          from public.alert_deliveries d join public.properties p on p.id = d.property_id
         where d.email_id = c.id), '[]'::jsonb))
      from claimed c
      join auth.users u on u.id = c.user_id
      left join public.saved_searches s on s.id = c.saved_search_id;
end $$;
revoke all on function public.claim_alert_emails(timestamptz, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_alert_emails(timestamptz, integer, integer) to service_role;

-- Sent (or nothing left to send): done. Doing it again changes nothing.
create function public.finish_alert_emails(email_ids uuid[])
returns void
language sql security definer set search_path = '' as $$
  update public.alert_emails set sent_at = now(), claimed_until = null
   where id = any(coalesce(email_ids, '{}')) and sent_at is null;
$$;
revoke all on function public.finish_alert_emails(uuid[]) from public, anon, authenticated;
grant execute on function public.finish_alert_emails(uuid[]) to service_role;

-- The one-click unsubscribe of an emailed link, whose signature the edge function has checked:
-- turns the search's alerts off if the link is of its current generation, and moves the
-- generation on. Answers the search's name, or null when the link is used up or its search gone.
create function public.unsubscribe_saved_search(search_id uuid, token integer)
returns text
language sql security definer set search_path = '' as $$
  update public.saved_searches
     set alert = 'off', alert_token = alert_token + 1
   where id = search_id and alert_token = token and alert <> 'off'
  returning name;
$$;
revoke all on function public.unsubscribe_saved_search(uuid, integer) from public, anon, authenticated;
grant execute on function public.unsubscribe_saved_search(uuid, integer) to service_role;

-- Enquiries: each new message queues a notification for its recipient ---------------------------
create table private.enquiry_notifications (
  message_id uuid primary key references public.messages (id) on delete cascade,
  queued_at timestamptz not null default now(),
  claimed_until timestamptz
);

create function private.queue_enquiry_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.enquiry_notifications (message_id) values (new.id) on conflict do nothing;
  return null;
end $$;
create trigger messages_queue_enquiry_notification after insert on public.messages
  for each row execute function private.queue_enquiry_notification();

-- Claims up to max_items notifications: the message, its listing, and the recipient's address,
-- language and choices (email, push).
create function public.claim_enquiry_notifications(max_items integer default 50)
returns setof jsonb
language plpgsql security definer set search_path = '' as $$
begin
  if max_items is null or max_items < 1 or max_items > 500 then
    raise exception 'max_items must be between 1 and 500' using errcode = '22023';
  end if;
  return query
    with claimed as (
      update private.enquiry_notifications q set claimed_until = now() + interval '5 minutes'
       where q.message_id in (
         select n.message_id from private.enquiry_notifications n
          where n.claimed_until is null or n.claimed_until < now()
          order by n.queued_at
          limit max_items
          for update skip locked)
      returning q.message_id
    )
    select jsonb_build_object(
      'id', m.id,
      'user_id', m.recipient_id,
      'email', u.email,
      'locale', case when u.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end,
      'emails', coalesce(pr.enquiry_emails, true),
      'push', coalesce(pr.enquiry_push, true),
      'sender_name', m.name,
      'listing', jsonb_build_object('id', p.id, 'title', p.title, 'title_ar', p.title_ar))
      from claimed c
      join public.messages m on m.id = c.message_id
      join auth.users u on u.id = m.recipient_id
      left join public.profiles pr on pr.id = m.recipient_id
      left join public.properties p on p.id = m.property_id;
end $$;
revoke all on function public.claim_enquiry_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_enquiry_notifications(integer) to service_role;

create function public.finish_enquiry_notifications(message_ids uuid[])
returns void
language sql security definer set search_path = '' as $$
  delete from private.enquiry_notifications where message_id = any(coalesce(message_ids, '{}'));
$$;
revoke all on function public.finish_enquiry_notifications(uuid[]) from public, anon, authenticated;
grant execute on function public.finish_enquiry_notifications(uuid[]) to service_role;

-- Calls an edge function of this project as the service role, with the project URL and the key
-- from the Vault secrets 'project_url' and 'service_role_key' (see remove-deleted-photos). vault
-- and net are only looked up when it runs, so it is created everywhere.
create function private.call_edge_function(function_name text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise warning '% waits: add the Vault secrets project_url and service_role_key', function_name;
    return;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/' || function_name,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end $$;
revoke all on function private.call_edge_function(text) from public, anon, authenticated;

-- Photo removal calls it too, as before: only when something waits.
create or replace function private.request_photo_removal() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from private.deleted_properties where photos_removed_at is null)
     or exists (select 1 from private.removed_photo_objects) then
    perform private.call_edge_function('remove-deleted-photos');
  end if;
end $$;

-- Runs send-alerts when there is anything to match or send (a daily digest waiting included):
-- every minute where pg_cron and pg_net can be had (hosted Supabase). The local emulator runs it
-- on a timer of its own and after listing and message writes.
create function private.request_alerts() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from private.alert_listing_changes)
     or exists (select 1 from private.enquiry_notifications)
     or exists (select 1 from public.alert_deliveries where email_id is null and saved_search_id is not null)
     or exists (select 1 from public.alert_emails where sent_at is null) then
    perform private.call_edge_function('send-alerts');
  end if;
end $$;
revoke all on function private.request_alerts() from public, anon, authenticated;

do $$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net is not available here: send-alerts is not scheduled';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule('send-alerts', '* * * * *', 'select private.request_alerts()');
  exception when others then
    raise warning 'send-alerts is not scheduled: %', sqlerrm;
  end;
end $$;
