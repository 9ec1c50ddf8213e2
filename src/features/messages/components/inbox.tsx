import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { MailIcon, MailOpenedIcon } from '@/components/icons';
import { OfflineNotice, OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { inboxQueryOptions, isUnreadBy, markMessageReadKind, markMessageReadMutation, unreadCount, type InboxMessage } from '../api/inbox';
import { numberLocale } from '@/lib/format';
import { localListingLocation } from '@/lib/areas';
import { listingTextProps, listingTitle } from '@/lib/listing-text';

/** Messages marked read on this device whose change is still on its way: they show as read. */
function useMarkedRead(userId: string): Set<string> {
  return new Set(usePendingPayloads(markMessageReadKind, userId).map(({ messageId }) => messageId));
}

/** Dashboard > Messages: enquiries sent and received. */
export function Inbox({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(inboxQueryOptions(userId));
  const markedRead = useMarkedRead(userId);
  return (
    <QueryState query={query} offline={<OfflineState what={t`Your messages`} />} loading={<Loader aria-label={t`Loading messages`} />}>
      {(data) =>
        data.length === 0 ? (
          <Text>
            <Trans>No messages yet. Enquiries about your listings will appear here.</Trans>
          </Text>
        ) : (
          <Stack>
            <OfflineNotice savedAt={query.dataUpdatedAt} />
            {data.map((message) => (
              <MessageCard key={message.id} message={message} userId={userId} markedRead={markedRead.has(message.id)} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

/** How many received messages are unread, from the inbox's own query (0 until it has loaded). */
export function useUnreadMessageCount(userId: string): number {
  const markedRead = useMarkedRead(userId);
  const messages = useQuery(inboxQueryOptions(userId)).data ?? [];
  return unreadCount(messages.filter((message) => !markedRead.has(message.id)), userId);
}

function MessageCard({ message, userId, markedRead }: { message: InboxMessage; userId: string; markedRead: boolean }) {
  const { t, i18n } = useLingui();
  // Arabic month names with Western digits, as everywhere on the site.
  const when = useMemo(
    () => new Intl.DateTimeFormat(numberLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.locale],
  );
  const markMessageRead = useOutboxMutation(markMessageReadMutation, userId);
  const received = message.recipient_id === userId;
  const unread = isUnreadBy(message, userId) && !markedRead;
  const markRead = () => void markMessageRead.send(message.id);
  // The listing's title and area in the page's language (its Arabic title where the owner wrote one).
  const title = message.properties ? listingTitle(message.properties, i18n.locale) : undefined;
  const listing = title?.text || message.property_title || t`a listing`;
  return (
    <Card withBorder bg={unread ? 'teal.0' : undefined} aria-label={received ? t`Message from ${listing}` : t`Message to the agent of ${listing}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Box component="span" c={unread ? 'teal.9' : 'gray.7'} style={{ display: 'inline-flex' }}>
              {unread ? <MailIcon size={18} /> : <MailOpenedIcon size={18} />}
            </Box>
            <Text fw={600}>
              {title && message.property_id ? (
                <AnchorLink to="/property/$id" params={{ id: message.property_id }} {...listingTextProps(title, i18n.locale)}>
                  {title.text}
                </AnchorLink>
              ) : (
                <>
                  <bdi>{message.property_title ?? t`A listing`}</bdi>{' '}
                  <Badge color="gray" variant="outline">
                    <Trans>Listing removed</Trans>
                  </Badge>
                </>
              )}
            </Text>
            {unread && (
              <Badge color="teal">
                <Trans>Unread</Trans>
              </Badge>
            )}
            {!received && (
              <Badge variant="light">
                <Trans>Sent</Trans>
              </Badge>
            )}
          </Group>
          {message.properties && (
            // The listing's own words set the line's direction, so an English address keeps its order when it wraps.
            <Text size="sm" c="dimmed" dir="auto">
              {message.properties.address} · {localListingLocation(message.properties.location, i18n.locale).text}
            </Text>
          )}
          <Text size="sm">
            {received ? <Trans>From</Trans> : <Trans>You wrote as</Trans>} <bdi>{message.name}</bdi> ·{' '}
            <a href={`mailto:${message.email}`} dir="ltr">
              {message.email}
            </a>
            {message.phone ? (
              <>
                {' · '}
                <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {message.phone}
                </span>
              </>
            ) : null}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {message.message}
          </Text>
          <Text size="xs" c="dimmed">
            {when.format(new Date(message.created_at))}
          </Text>
        </Stack>
        {unread && (
          <Button size="xs" variant="light" onClick={markRead} style={{ flexShrink: 0 }}>
            <Trans>Mark as read</Trans>
          </Button>
        )}
      </Group>
    </Card>
  );
}
