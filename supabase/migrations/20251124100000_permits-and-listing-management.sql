-- Advertising permits, listing deletion that keeps enquiries, unique saved searches, and two
-- privacy fixes (agent card emails, listing the photo bucket).

-- Advertising permits -------------------------------------------------------------------------
-- Property adverts in the UAE need a permit number from the emirate's regulator (Abu Dhabi:
-- Madhmoun, issued through ADREC's DARI platform; Dubai: Trakheesi from the DLD). The number is
-- shown on the listing. Listings published before this column existed have none until edited.
alter table public.properties add column permit_number text
  constraint properties_permit_number_format check (permit_number ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,29}$');
grant insert (permit_number), update (permit_number) on table public.properties to authenticated;

-- A listing published or edited through the API must carry a permit. The service role and SQL
-- (seed data, the payment fulfilment, maintenance) may still touch older listings without one.
create function private.require_permit_number() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.permit_number is null and coalesce(auth.role(), '') in ('authenticated', 'anon') then
    raise exception 'A permit number is required to publish a listing'
      using errcode = 'check_violation', hint = 'permit_number';
  end if;
  return new;
end $$;
create trigger properties_require_permit before insert or update on public.properties
  for each row execute function private.require_permit_number();

-- Enquiries outlive their listing ----------------------------------------------------------------
-- Deleting a listing used to delete its messages. Both parties keep them now: the listing
-- reference becomes null and the title it had when the message was sent stays with the message.
alter table public.messages add column property_title text;
update public.messages m set property_title = p.title from public.properties p where p.id = m.property_id;
alter table public.messages drop constraint messages_property_id_fkey;
alter table public.messages alter column property_id drop not null;
alter table public.messages add constraint messages_property_id_fkey
  foreign key (property_id) references public.properties (id) on delete set null;

create function private.remember_message_listing_title() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select title into new.property_title from public.properties where id = new.property_id;
  return new;
end $$;
create trigger messages_remember_listing_title before insert on public.messages
  for each row execute function private.remember_message_listing_title();

-- Saved searches: one row per search and user -----------------------------------------------
-- The app writes the query string with its parameters in alphabetical order, so the same search
-- is the same text; searches saved before then are brought into that order first.
update public.saved_searches s
   set query = (select string_agg(part, '&' order by split_part(part, '=', 1), part)
                  from unnest(string_to_array(s.query, '&')) as part)
 where s.query <> '';
delete from public.saved_searches a
 using public.saved_searches b
 where a.user_id = b.user_id and a.query = b.query and (a.created_at, a.id) > (b.created_at, b.id);
alter table public.saved_searches add constraint saved_searches_user_query_key unique (user_id, query);

-- Privacy: the public agent card shows only what the agent published --------------------------
-- It used to fall back to the owner's sign-in email and profile phone, which let anyone collect
-- them by walking public listing ids.
create or replace function public.listing_agent(property_id uuid)
returns table (first_name text, last_name text, company_name text, agent_email text, phone text, agent_address text)
language sql stable security definer set search_path = '' as $$
  select pr.first_name, pr.last_name, ap.company_name,
         nullif(btrim(ap.agent_email), ''), nullif(btrim(ap.phone), ''), ap.agent_address
    from public.properties p
    join public.profiles pr on pr.id = p.user_id
    left join public.agent_profiles ap on ap.user_id = p.user_id
   where p.id = listing_agent.property_id
$$;

-- Privacy: nobody lists the photo bucket ---------------------------------------------------------
-- Public URLs are served without any policy. Owners still need SELECT on their own listing's
-- folder for uploads with upsert and for removing objects.
drop policy "anyone reads property images" on storage.objects;
create policy "owners read their property images" on storage.objects
  for select to authenticated
  using (bucket_id = 'property-images' and private.owns_property_folder(name));
