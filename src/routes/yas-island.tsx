import { createFileRoute } from '@tanstack/react-router';
import { locationHead } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';

export const Route = createFileRoute('/yas-island')({
  head: () => locationHead('yas-island'),
  component: () => <LocationPage slug="yas-island" />,
});
