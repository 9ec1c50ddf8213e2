import { createFileRoute } from '@tanstack/react-router';
import { locationHead } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';

export const Route = createFileRoute('/downtown-abu-dhabi')({
  head: () => locationHead('downtown-abu-dhabi'),
  component: () => <LocationPage slug="downtown-abu-dhabi" />,
});
