import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribeAlerts } from '@/features/search-alerts/components/unsubscribe-alerts';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/unsubscribe')({
  // The email's signed token, passed on as it is (the server checks it).
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  head: ({ match: { context } }) =>
    pageHead({
      locale: localeOf(context.i18n),
      title: context.i18n._(msg`Stop email alerts`),
      description: context.i18n._(msg`Stop the email alerts of a saved search on Manzil.`),
      path: '/unsubscribe',
      noindex: true,
    }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return (
    <Stack maw={560}>
      <Title order={1}>
        <Trans>Stop email alerts</Trans>
      </Title>
      <UnsubscribeAlerts token={token} />
    </Stack>
  );
}
