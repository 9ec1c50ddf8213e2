-- What hosted Supabase provides before our migrations run: API roles, the auth and storage
-- schemas with the helpers policies use, and Supabase's default grants. Idempotent, because
-- roles are cluster-wide on a shared PostgreSQL.

-- Two setups side by side (test files creating databases at once) can both find a role missing:
-- the one that loses the race to create it gets a unique violation, and the role is there.
-- `authenticator` is the role PostgREST connects as; the emulator only reads its `pgrst.*`
-- settings (the REST API's in-database configuration), so here it cannot log in.
do $$
declare
  wanted constant text[][] := array[['anon', ''], ['authenticated', ''], ['service_role', 'bypassrls'], ['authenticator', '']];
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select 1 from pg_roles where rolname = wanted[i][1]) then
      begin
        execute format('create role %I nologin noinherit %s', wanted[i][1], wanted[i][2]);
      exception when unique_violation or duplicate_object then
        null;
      end;
    end if;
  end loop;
end $$;

-- Statement timeouts per API role, as hosted Supabase sets them: an anonymous request cannot hold
-- the database for more than 3 s, a signed-in one 8 s. The emulator reads these settings and
-- applies them to each request's transaction, as PostgREST does.
-- Role settings are cluster-wide: set them only when missing, and let a concurrent setup (test
-- files creating databases side by side) win the race ("tuple concurrently updated").
do $$
declare
  wanted constant text[][] := array[['anon', '3s'], ['authenticated', '8s']];
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (
      select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
       where r.rolname = wanted[i][1] and s.setdatabase = 0
         and ('statement_timeout=' || wanted[i][2]) = any (s.setconfig)
    ) then
      begin
        execute format('alter role %I set statement_timeout = %L', wanted[i][1], wanted[i][2]);
      exception when sqlstate 'XX000' then
        null;
      end;
    end if;
  end loop;
end $$;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- auth ---------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key on auth.users (lower(email)) where email is not null and is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  refreshed_at timestamp,
  aal text default 'aal1',
  not_after timestamptz,
  user_agent text,
  ip text
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  instance_id uuid,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

-- The emulator's own bookkeeping: one-time tokens sent by email and failed sign-in attempts.
-- Each email carries a link token and a six-digit code (is_code): too many guesses spend the code,
-- which can be guessed, and leave the link, which cannot.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now(),
  is_code boolean not null default false
);
alter table auth.one_time_tokens add column if not exists is_code boolean not null default false;
create table if not exists auth.sign_in_attempts (
  id bigserial primary key,
  key text not null,
  created_at timestamptz not null default now()
);
create index if not exists sign_in_attempts_key_idx on auth.sign_in_attempts (key, created_at);

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- storage ------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end $$;
create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;
create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Buckets are readable to everyone (storage needs their limits while acting as the caller).
do $$
begin
  if not exists (select 1 from pg_policies where schemaname = 'storage' and tablename = 'buckets' and policyname = 'buckets are readable') then
    create policy "buckets are readable" on storage.buckets for select using (true);
  end if;
end $$;

-- migration bookkeeping, as the Supabase CLI keeps it
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- The REST API's schema cache follows DDL, as on hosted Supabase, whose platform has event
-- triggers that send `NOTIFY pgrst, 'reload schema'` after each schema change. Temporary objects
-- and an extension's own objects change nothing the API serves, so they send nothing.
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
begin
  if exists (select 1 from pg_event_trigger_ddl_commands() c where not c.in_extension and c.schema_name is distinct from 'pg_temp'
               and coalesce(c.schema_name, '') not like 'pg\_temp\_%') then
    perform pg_notify('pgrst', 'reload schema');
  end if;
end $$;
create or replace function extensions.pgrst_drop_watch() returns event_trigger language plpgsql as $$
begin
  if exists (select 1 from pg_event_trigger_dropped_objects() o where not o.is_temporary) then
    perform pg_notify('pgrst', 'reload schema');
  end if;
end $$;
drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_drop_watch();
