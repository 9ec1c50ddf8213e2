-- Saved listings and searches, and featured-listing payments.

create table public.saved_properties (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, property_id)
);
create index saved_properties_property_idx on public.saved_properties (property_id);
alter table public.saved_properties enable row level security;
revoke all on table public.saved_properties from anon, authenticated;
grant select, delete on table public.saved_properties to authenticated;
grant insert (user_id, property_id, created_at) on table public.saved_properties to authenticated;
-- for upserts, which set every supplied column; the policies keep user_id the caller's
grant update (user_id, property_id, created_at) on table public.saved_properties to authenticated;
grant all on table public.saved_properties to service_role;

create policy "users read their saved listings" on public.saved_properties
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users save listings" on public.saved_properties
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users update their saved listings" on public.saved_properties
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove saved listings" on public.saved_properties
  for delete to authenticated using (user_id = (select auth.uid()));

create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  -- the search-results query string, e.g. location=Yas+Island&type=sale
  query text not null check (char_length(query) <= 2000),
  created_at timestamptz not null default now()
);
create index saved_searches_user_idx on public.saved_searches (user_id, created_at desc);
alter table public.saved_searches enable row level security;
revoke all on table public.saved_searches from anon, authenticated;
grant select, delete on table public.saved_searches to authenticated;
grant insert (id, user_id, name, query) on table public.saved_searches to authenticated;
grant update (id, user_id, name, query) on table public.saved_searches to authenticated;
grant all on table public.saved_searches to service_role;

create policy "users read their saved searches" on public.saved_searches
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users save searches" on public.saved_searches
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users update their saved searches" on public.saved_searches
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove saved searches" on public.saved_searches
  for delete to authenticated using (user_id = (select auth.uid()));

-- featured_payments: written only by the service role (the payment edge functions) ----------
create table public.featured_payments (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null check (provider in ('test', 'stripe')),
  provider_reference text not null unique,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null default 'AED' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled', 'failed')),
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index featured_payments_property_idx on public.featured_payments (property_id);
create index featured_payments_user_idx on public.featured_payments (user_id, created_at desc);
alter table public.featured_payments enable row level security;
revoke all on table public.featured_payments from anon, authenticated;
grant select on table public.featured_payments to authenticated;
grant all on table public.featured_payments to service_role;

create policy "users read their own payments" on public.featured_payments
  for select to authenticated using (user_id = (select auth.uid()));
