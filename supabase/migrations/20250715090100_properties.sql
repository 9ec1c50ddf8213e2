-- Listings and their images.
create extension if not exists pg_trgm with schema extensions;

-- Location matching ignores case, spaces, hyphens and punctuation, so the
-- footer's `businessbay` finds "Business Bay". The API uses the same rule through
-- `public.location_key()`.
create function public.location_key(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select lower(regexp_replace(coalesce(value, ''), '[^[:alnum:]]+', '', 'g'))
$$;

create table public.properties (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Title, location and address are NOT NULL: a listing without them cannot be found or
  -- shown. Price stays nullable: the site shows 'Price on request' for a missing price, and
  -- agents may list off-plan or negotiable properties without one; the form still asks for it.
  title text not null check (char_length(btrim(title)) between 1 and 150),
  description text check (char_length(description) <= 5000),
  price numeric(14, 2) check (price >= 0 and price <= 10000000000),
  address text not null check (char_length(btrim(address)) between 1 and 200),
  location text not null check (char_length(btrim(location)) between 1 and 100),
  location_key text generated always as (public.location_key(location)) stored,
  bedrooms integer check (bedrooms between 0 and 50),
  bathrooms integer check (bathrooms between 0 and 50),
  size_sqft integer check (size_sqft > 0 and size_sqft <= 1000000),
  property_type text not null default 'apartment'
    check (property_type in ('apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail', 'land')),
  listing_type text not null default 'sale' check (listing_type in ('sale', 'rent')),
  status text not null default 'available'
    check (status in ('available', 'under_offer', 'sold_stc', 'let_agreed')),
  is_featured boolean not null default false,
  featured_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.properties.location_key is
  'location with case, spaces and punctuation removed; searches match on it';

alter table public.properties enable row level security;
revoke all on table public.properties from anon, authenticated;
grant select on table public.properties to anon, authenticated;
-- Owners never write user_id, is_featured or featured_until: only the payment flow
-- (service role) features a listing. `id` is insertable so offline drafts keep their id.
grant insert (id, title, description, price, address, location, bedrooms, bathrooms, size_sqft,
              property_type, listing_type, status) on table public.properties to authenticated;
grant update (title, description, price, address, location, bedrooms, bathrooms, size_sqft,
              property_type, listing_type, status) on table public.properties to authenticated;
grant all on table public.properties to service_role;

create policy "anyone reads listings" on public.properties
  for select to anon, authenticated using (true);
create policy "owners create listings" on public.properties
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "owners update their listings" on public.properties
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "owners delete their listings" on public.properties
  for delete to authenticated using (user_id = (select auth.uid()));
grant delete on table public.properties to authenticated;

create trigger properties_touch before update on public.properties
  for each row execute function private.touch_updated_at();

-- A listing counts and sorts as featured only while featured_until is in the future
-- (a paid month ends by itself). Exposed to the API as a computed column: select/order `featured_now`.
-- No SET search_path here: it would stop Postgres inlining the function into queries, and the
-- body names only pg_catalog objects.
create function public.featured_now(p public.properties) returns boolean
language sql stable as $$
  select p.is_featured and coalesce(p.featured_until > now(), false)
$$;
grant execute on function public.featured_now(public.properties) to anon, authenticated, service_role;

create index properties_user_id_idx on public.properties (user_id, created_at desc);
create index properties_created_at_idx on public.properties (created_at desc);
create index properties_listing_type_created_idx on public.properties (listing_type, created_at desc);
create index properties_type_idx on public.properties (property_type, listing_type);
create index properties_price_idx on public.properties (listing_type, price);
create index properties_bedrooms_idx on public.properties (listing_type, bedrooms);
create index properties_location_key_idx on public.properties using gin (location_key extensions.gin_trgm_ops);
create index properties_featured_idx on public.properties (featured_until desc) where is_featured;

-- property_images ------------------------------------------------------------------------
create table public.property_images (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  image_url text not null check (char_length(image_url) <= 2048),
  storage_path text check (char_length(storage_path) <= 1024),
  is_primary boolean not null default false,
  position integer not null default 0 check (position between 0 and 4),
  created_at timestamptz not null default now()
);
create index property_images_property_idx on public.property_images (property_id, position);

alter table public.property_images enable row level security;
revoke all on table public.property_images from anon, authenticated;
grant select on table public.property_images to anon, authenticated;
grant insert (id, property_id, image_url, storage_path, is_primary, position) on table public.property_images to authenticated;
grant update (is_primary, position) on table public.property_images to authenticated;
grant delete on table public.property_images to authenticated;
grant all on table public.property_images to service_role;

create function private.owns_property(property uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.properties where id = property and user_id = (select auth.uid()))
$$;
grant execute on function private.owns_property(uuid) to anon, authenticated, service_role;

create policy "anyone reads listing images" on public.property_images
  for select to anon, authenticated using (true);
create policy "owners add images" on public.property_images
  for insert to authenticated with check (private.owns_property(property_id));
create policy "owners update images" on public.property_images
  for update to authenticated using (private.owns_property(property_id))
  with check (private.owns_property(property_id));
create policy "owners delete images" on public.property_images
  for delete to authenticated using (private.owns_property(property_id));

-- At most 5 images per listing. The parent row is locked so two
-- concurrent uploads cannot both pass the count.
create function private.limit_property_images() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.properties where id = new.property_id for update;
  if (select count(*) from public.property_images where property_id = new.property_id) >= 5 then
    raise exception 'A listing can have at most 5 images' using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger property_images_limit before insert on public.property_images
  for each row execute function private.limit_property_images();
