import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/seo';
import { DashboardPage } from './-components/dashboard-page';

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead({ title: 'Dashboard', description: 'Manage your Manzil listings and account.', path: '/dashboard', noindex: true }),
  component: DashboardPage,
});
