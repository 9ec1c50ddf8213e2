-- Sign-ins and sign-outs in the security log, recorded by the database as the auth server opens and
-- ends sessions, so no client can leave one out or add one.
--
-- Every sign-in (password, emailed link or code, sign-up that signs in) inserts a row into
-- auth.sessions, and a sign-out deletes it; token refreshes only update it. The same holds for
-- hosted Supabase's auth server and the local emulator, and hosted Supabase allows triggers on
-- auth.sessions (not functions in the auth schema, so the function lives in `private`).
-- A session the server ends without a sign-out (a refresh token reused, its user banned) is
-- logged as a sign-out too. When the user itself is deleted, its sessions go with it and nothing
-- is logged (its log goes too).

alter table public.security_logs drop constraint security_logs_action_check;
alter table public.security_logs add constraint security_logs_action_check
  check (action in ('property_insert', 'message_insert', 'image_upload', 'sign_in', 'sign_out'));

create function private.log_session_event() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.security_logs (user_id, action, details)
    values (new.user_id, 'sign_in', jsonb_build_object('session_id', new.id));
  elsif exists (select 1 from auth.users where id = old.user_id) then
    insert into public.security_logs (user_id, action, details)
    values (old.user_id, 'sign_out', jsonb_build_object('session_id', old.id));
  end if;
  return null;
end $$;
revoke all on function private.log_session_event() from public;

create trigger sessions_security_log after insert or delete on auth.sessions
  for each row execute function private.log_session_event();
