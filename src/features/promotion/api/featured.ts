import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { AppError, appErrorFrom } from '@/lib/errors';
import { invokeFunction, supabase } from '@/lib/supabase';
import { browserConnectionSignals } from '@/offline/connection';
import { promotionKeys } from './promotion-keys';
import { localeOf } from '@/i18n/locales';

/** The function's own message from a non-2xx answer ({ error }), else the client's message. */
async function functionErrorMessage(error: unknown): Promise<string> {
  // Already loaded by the call that failed.
  const { FunctionsHttpError } = await import('@supabase/functions-js');
  if (error instanceof FunctionsHttpError) {
    try {
      const body: unknown = await (error.context as Response).clone().json();
      if (body && typeof body === 'object') {
        const message = (body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // not JSON: fall back to the client's message
    }
  }
  return error instanceof Error && error.message ? error.message : i18n._(PROMOTE_FAILED);
}

// Told in the browser only (the promote button's answers): in the page's language, Lingui's shared I18n there.
const PROMOTE_FAILED = msg`Failed to create featured listing`;
const PROMOTE_NEEDS_CONNECTION = msg`You are offline. Promoting opens a secure checkout, so it needs a connection.`;

/**
 * Asks create-featured-listing for a checkout (the server checks the caller owns the listing and
 * records the pending payment); resolves the checkout URL to send the browser to. Not queued: a
 * checkout is for now, so without a connection it is refused before it starts (the control says so).
 */
export function usePromoteListing() {
  return useMutation({
    meta: {
      outcomeWords: {
        confirmed: () => null,
        offline: () => null,
        failed: (_: string, message: string | undefined) => {
          const reason = message || i18n._(PROMOTE_FAILED);
          return { title: t`Error`, message: t`Failed to create featured listing: ${reason}`, color: 'red' };
        },
      },
    },
    mutationFn: async (propertyId: string): Promise<string> => {
      if (!browserConnectionSignals.isOnline()) throw new AppError(i18n._(PROMOTE_NEEDS_CONNECTION), { status: 0 });
      const { data, error } = await invokeFunction<{ url?: string; error?: string }>(
        // The checkout brings the payer back to the dashboard in the page's language.
        `create-featured-listing?propertyId=${encodeURIComponent(propertyId)}&locale=${localeOf(i18n)}`,
        { method: 'GET' },
      );
      if (error) throw appErrorFrom(error, { message: await functionErrorMessage(error) });
      if (data?.error) throw new AppError(data.error);
      if (!data?.url) throw new AppError(t`No checkout URL returned. Please try again later.`);
      return data.url;
    },
  });
}

export type PaymentState = 'featured' | 'pending' | 'not_completed' | 'not_found';

/**
 * What the server says about a payment after the checkout sent the browser back: featured once
 * the payment is paid and the listing reads featured_now; a hand-typed return URL finds no
 * payment of this user for this listing (RLS shows users only their own payments).
 */
export function featuredPaymentQueryOptions(userId: string, paymentId: string | undefined, propertyId: string | undefined) {
  return queryOptions({
    queryKey: promotionKeys.payment(userId, paymentId, propertyId),
    queryFn: async (): Promise<PaymentState> => {
      if (!paymentId || !propertyId) return 'not_found';
      const payment = await supabase.from('featured_payments').select('status').eq('id', paymentId).eq('property_id', propertyId).maybeSingle();
      if (payment.error) throw appErrorFrom(payment.error, { status: payment.status });
      if (!payment.data) return 'not_found';
      if (payment.data.status === 'pending') return 'pending';
      if (payment.data.status !== 'paid') return 'not_completed';
      const listing = await supabase.from('properties').select('featured_now').eq('id', propertyId).maybeSingle();
      if (listing.error) throw appErrorFrom(listing.error, { status: listing.status });
      return listing.data?.featured_now ? 'featured' : 'pending';
    },
    // A blip right after the return must not tell a paying user it failed: retried within the wait.
    retry: 3,
  });
}
