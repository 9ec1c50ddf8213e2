import { createFileRoute } from '@tanstack/react-router';
import { locationHead } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';

export const Route = createFileRoute('/saadiyat-island')({
  head: () => locationHead('saadiyat-island'),
  component: () => <LocationPage slug="saadiyat-island" />,
});
