import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { featuredPaymentQueryOptions, type PaymentState } from '../api/featured';
import { promotionKeys } from '../api/promotion-keys';
import type { FeaturedReturnParams } from '../featured-return-params';

/** How long the dashboard waits for the payment provider's confirmation to reach the server. */
const CONFIRM_WAIT_MS = 30_000;
const POLL_MS = 1_500;

const REASONS: Partial<Record<PaymentState, MessageDescriptor>> = {
  not_found: msg`No payment was found for this listing`,
  not_completed: msg`The payment was not completed`,
  pending: msg`The payment has not been confirmed yet. If you paid, the listing is featured as soon as it is.`,
};

/**
 * Handles the return from the checkout. Cancelled: says so. Success: polls the server until it
 * reports the payment paid and the listing featured, and only then says so; the URL alone
 * features nothing, so a hand-typed one ends in the failure message. `done` clears the parameters.
 */
export function FeaturedReturn({ userId, params, done }: { userId: string; params: FeaturedReturnParams; done(): void }) {
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const told = useRef(false);
  const tell = (message: Parameters<typeof notifications.show>[0]) => {
    if (told.current) return;
    told.current = true;
    // One toast per return, even should this component mount again before the parameters are
    // gone from the URL: the store ignores a second toast with an id it is already showing.
    notifications.show({ ...message, id: `featured-return-${params.featured}-${params.payment ?? params.propertyId ?? ''}` });
    done();
  };
  const checking = params.featured === 'success';
  const { data, error } = useQuery({
    ...featuredPaymentQueryOptions(userId, params.payment, params.propertyId),
    enabled: checking,
    refetchInterval: (query) => (query.state.data === 'pending' && !timedOut ? POLL_MS : false),
  });

  useEffect(() => {
    if (!checking) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + CONFIRM_WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [checking, startedAt]);

  useEffect(() => {
    if (params.featured === 'cancelled') {
      // Neither an error nor a success: nothing was paid and nothing changed.
      tell({ title: t`Checkout cancelled`, message: t`You cancelled the feature property process`, color: 'gray' });
      return;
    }
    if (!checking) return;
    if (data === 'featured') {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.listings });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.ownListings(userId) });
      tell({ title: t`Success`, message: t`Your property is now featured for 1 month`, color: 'teal' });
    } else if (error || (data && data !== 'pending') || (data === 'pending' && timedOut)) {
      const known = data ? REASONS[data] : undefined;
      const reason = error?.message || (known && i18n._(known)) || t`Unknown error`;
      tell({ title: t`Error`, message: t`Failed to update property featured status: ${reason}`, color: 'red' });
    }
  });

  if (!checking || data === 'featured') return null;
  return (
    <Alert color="blue" role="status" mb="md">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          <Trans>Confirming your payment with the server...</Trans>
        </Text>
      </Group>
    </Alert>
  );
}
