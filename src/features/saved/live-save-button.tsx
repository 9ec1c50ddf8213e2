import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { HeartButton, type HeartSize } from './heart-button';
import { useSavedProperties } from './use-saved-properties';

/** The heart: saves the listing on the device, and queues it for the account when signed in. */
export default function LiveSaveButton({ propertyId, size }: { propertyId: string; size: HeartSize }) {
  const { t } = useLingui();
  const { isSaved, toggle } = useSavedProperties();
  const saved = isSaved(propertyId);

  const onClick = () => {
    toggle(propertyId).catch((error: unknown) => {
      console.warn('Could not update saved properties', error);
      notifications.show({ title: t`Error`, message: t`Could not save this on your device. Please try again.`, color: 'red' });
    });
  };

  return <HeartButton saved={saved} size={size} onClick={onClick} />;
}
