-- Profiles and agent profiles.
-- Security-definer helpers live in `private`, a schema the API does not expose.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;
revoke all on all functions in schema private from public;

-- profiles: one row per auth user, created by trigger on sign-up ------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 50),
  last_name text check (char_length(last_name) <= 50),
  email text check (char_length(email) <= 255),
  phone text check (char_length(phone) <= 20 and phone ~ '^\+?[0-9 ()-]*$'),
  created_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- email mirrors auth.users and is not written by the user.
grant insert (id, first_name, last_name, phone) on table public.profiles to authenticated;
grant update (id, first_name, last_name, phone) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy "users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "users create their own profile" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy "users update their own profile" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, email, first_name, last_name, phone)
  values (
    new.id,
    new.email,
    left(nullif(btrim(new.raw_user_meta_data ->> 'first_name'), ''), 50),
    left(nullif(btrim(new.raw_user_meta_data ->> 'last_name'), ''), 50),
    null
  )
  on conflict (id) do nothing;
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end $$;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email) execute function private.sync_profile_email();

-- agent_profiles: the agent card shown on listings; bounds repeat the form's rules ------------
create table public.agent_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  company_name text not null check (char_length(btrim(company_name)) between 1 and 100),
  agent_address text check (char_length(agent_address) <= 200),
  agent_email text check (
    char_length(agent_email) <= 100
    and (agent_email = '' or agent_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$')
  ),
  phone text check (char_length(phone) <= 20 and phone ~ '^\+?[0-9 ()-]*$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.agent_profiles enable row level security;
revoke all on table public.agent_profiles from anon, authenticated;
grant select on table public.agent_profiles to authenticated;
grant insert (user_id, company_name, agent_address, agent_email, phone) on table public.agent_profiles to authenticated;
-- user_id is updatable only because PostgREST's upsert sets every supplied column; the
-- policies keep it equal to the caller.
grant update (user_id, company_name, agent_address, agent_email, phone) on table public.agent_profiles to authenticated;
grant all on table public.agent_profiles to service_role;

create policy "users read their own agent profile" on public.agent_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users create their own agent profile" on public.agent_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users update their own agent profile" on public.agent_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger agent_profiles_touch before update on public.agent_profiles
  for each row execute function private.touch_updated_at();
