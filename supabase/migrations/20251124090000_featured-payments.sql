-- Paid featuring: an owner pays to feature a listing for one month. The payment edge functions
-- (service role) record each checkout in featured_payments and settle it only through the two
-- functions below, so a confirmation that arrives twice (a webhook retried, a form sent again)
-- features the listing once. Owners keep read access to their own payments and nothing more.

-- A checkout nobody finished in time ends as 'expired'; expires_at is when it stops accepting
-- payment (the checkout's own deadline at the payment provider).
alter table public.featured_payments drop constraint if exists featured_payments_status_check;
alter table public.featured_payments
  add constraint featured_payments_status_check
  check (status in ('pending', 'paid', 'cancelled', 'failed', 'expired'));
alter table public.featured_payments add column expires_at timestamptz;
-- Where the payer completes the checkout, so asking again for the same listing reopens it
-- instead of opening a second checkout that could be paid twice.
alter table public.featured_payments add column checkout_url text;
-- One open checkout per listing. A checkout being opened holds the row with a placeholder
-- reference until the provider answers.
create unique index featured_payments_one_pending on public.featured_payments (property_id) where status = 'pending';

-- Payments outlive their listing: a paid one is the record of money taken (and of a refund owed
-- if the listing is deleted before the confirmation arrives).
alter table public.featured_payments drop constraint featured_payments_property_id_fkey;
alter table public.featured_payments alter column property_id drop not null;
alter table public.featured_payments add constraint featured_payments_property_id_fkey
  foreign key (property_id) references public.properties (id) on delete set null;

-- Deleting a listing closes its open test checkouts (nothing was taken). An open Stripe checkout
-- is left for Stripe to settle: if it is paid anyway, fulfilment records it as paid.
create function private.close_checkouts_of_deleted_listing() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.featured_payments set status = 'cancelled'
   where property_id = old.id and status = 'pending' and provider = 'test';
  return old;
end $$;
create trigger properties_close_checkouts before delete on public.properties
  for each row execute function private.close_checkouts_of_deleted_listing();

-- Featuring is not an edit: updated_at (which an owner's edit is checked against, to catch
-- changes made elsewhere meanwhile) moves only when something other than featuring changes.
create function private.touch_property_updated_at() returns trigger
language plpgsql set search_path = '' as $$
declare
  -- location_key is generated after BEFORE triggers run, and follows location anyway.
  ignored constant text[] := array['is_featured', 'featured_until', 'updated_at', 'location_key'];
begin
  if to_jsonb(new) - ignored = to_jsonb(old) - ignored then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end $$;
drop trigger properties_touch on public.properties;
create trigger properties_touch before update on public.properties
  for each row execute function private.touch_property_updated_at();

-- Confirms the payment with this provider reference: a pending payment becomes 'paid' and its
-- listing is featured for one more month (from now, or from the end of a featuring still
-- running). Answers the payment's status afterwards (null when there is no such payment), so a
-- repeated confirmation, which changes nothing, can still be told apart from a first one.
create function public.fulfil_featured_payment(reference text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  payment public.featured_payments%rowtype;
begin
  -- The lock makes concurrent confirmations of one payment wait here; the later one then sees
  -- 'paid' and returns without featuring the listing a second time.
  select * into payment from public.featured_payments where provider_reference = reference for update;
  if not found then
    return null;
  end if;
  if payment.status <> 'pending' then
    return payment.status;
  end if;
  -- The test checkout has no provider behind it to enforce its deadline, so the database does.
  -- A real provider's confirmation means money was taken, so it counts even if it arrives late.
  if payment.provider = 'test' and payment.expires_at <= now() then
    update public.featured_payments set status = 'expired' where id = payment.id;
    return 'expired';
  end if;
  update public.featured_payments set status = 'paid', paid_at = now() where id = payment.id;
  -- Only the featuring columns change (and not updated_at, see touch_property_updated_at). A
  -- listing deleted meanwhile matches no row: the paid payment stays as the record for a refund.
  update public.properties
     set is_featured = true,
         featured_until = greatest(now(), coalesce(featured_until, now())) + interval '1 month'
   where id = payment.property_id;
  return 'paid';
end $$;
revoke all on function public.fulfil_featured_payment(text) from public, anon, authenticated;
grant execute on function public.fulfil_featured_payment(text) to service_role;

-- Ends a still-pending payment without featuring anything: 'cancelled' (the payer turned back),
-- 'expired' (the checkout ran out of time) or 'failed' (the provider refused the payment). A
-- payment already settled keeps its status, so a late cancellation never un-pays a paid one.
-- Answers the status afterwards (null when there is no such payment).
create function public.close_featured_payment(reference text, new_status text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  current_status text;
begin
  if new_status is null or new_status not in ('cancelled', 'expired', 'failed') then
    raise exception 'A payment can only be closed as cancelled, expired or failed'
      using errcode = 'invalid_parameter_value';
  end if;
  select status into current_status from public.featured_payments where provider_reference = reference for update;
  if not found then
    return null;
  end if;
  if current_status <> 'pending' then
    return current_status;
  end if;
  update public.featured_payments set status = new_status where provider_reference = reference;
  return new_status;
end $$;
revoke all on function public.close_featured_payment(text, text) from public, anon, authenticated;
grant execute on function public.close_featured_payment(text, text) to service_role;
