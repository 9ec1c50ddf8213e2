import { Badge, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/anchor-link';
import { MailIcon, MailOpenedIcon } from '@/components/icons';
import { OfflineNotice, OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { inboxQueryOptions, isUnreadBy, markMessageReadKind, markMessageReadMutation, unreadCount, type InboxMessage } from '../api/inbox';

/** Messages marked read on this device whose change is still on its way: they show as read. */
function useMarkedRead(userId: string): Set<string> {
  return new Set(usePendingPayloads(markMessageReadKind, userId).map(({ messageId }) => messageId));
}

const when = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeStyle: 'short' });

/** Dashboard > Messages: enquiries sent and received. */
export function Inbox({ userId }: { userId: string }) {
  const query = useQuery(inboxQueryOptions(userId));
  const markedRead = useMarkedRead(userId);
  return (
    <QueryState query={query} offline={<OfflineState what="Your messages" />} loading={<Loader aria-label="Loading messages" />}>
      {(data) =>
        data.length === 0 ? (
          <Text>No messages yet. Enquiries about your listings will appear here.</Text>
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
  const markMessageRead = useOutboxMutation(markMessageReadMutation, userId);
  const received = message.recipient_id === userId;
  const unread = isUnreadBy(message, userId) && !markedRead;
  const markRead = () => void markMessageRead.send(message.id);
  return (
    <Card withBorder bg={unread ? 'teal.0' : undefined} aria-label={`${received ? 'Message from' : 'Message to the agent of'} ${message.properties?.title ?? message.property_title ?? 'a listing'}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Box component="span" c={unread ? 'teal.9' : 'gray.7'} style={{ display: 'inline-flex' }}>
              {unread ? <MailIcon size={18} /> : <MailOpenedIcon size={18} />}
            </Box>
            <Text fw={600}>
              {message.properties && message.property_id ? (
                <AnchorLink to="/property/$id" params={{ id: message.property_id }}>
                  {message.properties.title}
                </AnchorLink>
              ) : (
                <>
                  {message.property_title ?? 'A listing'}{' '}
                  <Badge color="gray" variant="outline">
                    Listing removed
                  </Badge>
                </>
              )}
            </Text>
            {unread && <Badge color="teal">Unread</Badge>}
            {!received && <Badge variant="light">Sent</Badge>}
          </Group>
          {message.properties && (
            <Text size="sm" c="dimmed">
              {message.properties.address} · {message.properties.location}
            </Text>
          )}
          <Text size="sm">
            {received ? 'From' : 'You wrote as'} {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
            {message.phone ? ` · ${message.phone}` : ''}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
          <Text size="xs" c="dimmed">
            {when.format(new Date(message.created_at))}
          </Text>
        </Stack>
        {unread && (
          <Button size="xs" variant="light" onClick={markRead}>
            Mark as read
          </Button>
        )}
      </Group>
    </Card>
  );
}
