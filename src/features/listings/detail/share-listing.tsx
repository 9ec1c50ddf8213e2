import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ShareIcon } from '@/components/icons';
import { listingTitle, type ListingTitles } from '@/lib/listing-text';
import { listingUrl } from './contact-links';

/** Copies the address and says so; where the clipboard is refused, the toast shows the address to copy by hand. */
async function copyLink(url: string, i18n: I18n) {
  try {
    await navigator.clipboard.writeText(url);
    notifications.show({ message: i18n._(msg`Link copied`), color: 'teal' });
  } catch {
    notifications.show({ title: i18n._(msg`Could not copy the link`), message: url, color: 'red' });
  }
}

/**
 * Share: the device's share sheet (Web Share API) where the browser has one, else the listing's
 * address (in the page's language) copied to the clipboard.
 */
export function ShareListing({ listing }: { listing: { id: string } & ListingTitles }) {
  const { t, i18n } = useLingui();
  const share = async () => {
    const url = listingUrl(listing.id, i18n);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: listingTitle(listing, i18n.locale).text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    await copyLink(url, i18n);
  };
  return (
    <ActionIcon
      variant="white"
      color="dark"
      radius="xl"
      size="lg"
      aria-label={t`Share this property`}
      onClick={() => void share()}
      style={{ boxShadow: 'var(--mantine-shadow-xs)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <ShareIcon />
    </ActionIcon>
  );
}
