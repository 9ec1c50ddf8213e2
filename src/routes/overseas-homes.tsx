import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { OverseasHomesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/overseas-homes')({
  head: () => contentHead('overseasHomes'),
  component: OverseasHomesPage,
});
