import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { AnchorLink } from '@/components/anchor-link';
import { localListingLocation } from '@/lib/areas';
import { formatListingPrice } from '@/lib/format';
import { db } from '@/offline/db';
import { listingTextProps, listingTitle } from '@/lib/listing-text';
import { recentlyViewedIn } from './recently-viewed';

/** The listings last opened on this device by `userKey` (live), as links; nothing when none. */
export default function RecentlyViewedList({ userKey, limit }: { userKey: string; limit: number }) {
  const { i18n } = useLingui();
  const recent = useLiveQuery(() => recentlyViewedIn(db, userKey, limit), [userKey, limit]);
  if (!recent || recent.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>
        <Trans>Recently viewed, available offline</Trans>
      </Text>
      <List spacing={4}>
        {recent.map((item) => {
          const title = listingTitle(item, i18n.locale);
          return (
          <List.Item key={item.propertyId}>
            <AnchorLink to="/property/$id" params={{ id: item.propertyId }} {...listingTextProps(title, i18n.locale)}>
              {title.text}
            </AnchorLink>{' '}
            <Text span size="sm" c="dimmed">
              {localListingLocation(item.location, i18n.locale).text} · {formatListingPrice(i18n, item.price, item.listingType)}
            </Text>
          </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
