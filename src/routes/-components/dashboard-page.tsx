import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { MyListings } from '@/features/listings/components/my-listings';
import { useSession } from '@/lib/session';

/** The dashboard composes the features a signed-in user manages. */
export function DashboardPage() {
  return (
    <RequireSignIn title="Dashboard" reason="Sign in to see your dashboard">
      <DashboardTabs />
    </RequireSignIn>
  );
}

function DashboardTabs() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Dashboard</Title>
        <Button component={Link} to="/properties/new">
          List New Property
        </Button>
      </Group>
      <Tabs defaultValue="properties" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="properties">My Properties</Tabs.Tab>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="properties" pt="md">
          <MyListings userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="md">
          <Text>Email: {user.email}</Text>
          <Text>
            Member since:{' '}
            {user.created_at ? new Date(user.created_at).toLocaleDateString('en-AE', { day: 'numeric', month: 'long', year: 'numeric' }) : 'N/A'}
          </Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
