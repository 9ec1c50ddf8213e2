import { List, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/anchor-link';
import { OfflineState } from '@/components/offline-state';
import { formatListingPrice } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useRecentlyViewed } from '../recent/recently-viewed';

/** The offline state of a listings page: what is kept on this device to open instead. */
export function ListingsOfflineState({ what }: { what: string }) {
  const { ready, user } = useSession();
  const recent = useRecentlyViewed(user?.id ?? '', 8);
  const shown = ready ? recent : [];
  return (
    <OfflineState what={what}>
      {shown && shown.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>Recently viewed, available offline</Text>
          <List spacing={4}>
            {shown.map((item) => (
              <List.Item key={item.propertyId}>
                <AnchorLink to="/property/$id" params={{ id: item.propertyId }}>
                  {item.title}
                </AnchorLink>{' '}
                <Text span size="sm" c="dimmed">
                  {item.location} · {formatListingPrice(item.price, item.listingType)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {user && <AnchorLink to="/dashboard">Your dashboard and saved properties</AnchorLink>}
    </OfflineState>
  );
}
