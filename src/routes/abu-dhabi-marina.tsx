import { createFileRoute } from '@tanstack/react-router';
import { locationHead } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';

export const Route = createFileRoute('/abu-dhabi-marina')({
  head: () => locationHead('abu-dhabi-marina'),
  component: () => <LocationPage slug="abu-dhabi-marina" />,
});
