import '@mantine/core/styles/Tabs.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ProfilePanel } from '@/features/account/components/profile-panel';
import { SecurityPanel } from '@/features/account/components/security-panel';
import { AgentProfileForm } from '@/features/agents/components/agent-profile-form';
import { ListingCardsByIds } from '@/features/listings/components/listing-cards-by-ids';
import { MyListings } from '@/features/listings/components/my-listings';
import { useListingSearchQueries } from '@/features/listings/components/saved-search-links';
import { Inbox, useUnreadMessageCount } from '@/features/messages/components/inbox';
import { DeviceNotifications } from '@/features/notifications/components/device-notifications';
import { FeaturedReturn } from '@/features/promotion/components/featured-return';
import type { FeaturedReturnParams } from '@/features/promotion/featured-return-params';
import { SaveButton } from '@/features/saved/save-button';
import { useSavedProperties } from '@/features/saved/use-saved-properties';
import { SavedSearches } from '@/features/search-alerts/components/saved-searches';
import { useSessionUser } from '@/lib/session';
import { isDashboardTab, type DashboardTab } from './dashboard-search';

interface DashboardPageProps {
  /** The open tab (from the URL). */
  tab: DashboardTab;
  onTabChange(tab: DashboardTab): void;
  featuredReturn: FeaturedReturnParams;
  onFeaturedReturnHandled(): void;
}

/** The dashboard composes the features a signed-in user manages (the route guarantees a user). */
export function DashboardPage(props: DashboardPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  return <UserDashboard user={user} {...props} />;
}

type User = NonNullable<ReturnType<typeof useSessionUser>>;

function UserDashboard({ user, tab, onTabChange, featuredReturn, onFeaturedReturnHandled }: DashboardPageProps & { user: User }) {
  const { t } = useLingui();
  const listingSearchQueries = useListingSearchQueries();
  const unread = useUnreadMessageCount(user.id);
  return (
    <Stack>
      <FeaturedReturn userId={user.id} params={featuredReturn} done={onFeaturedReturnHandled} />
      <Group justify="space-between">
        <Title order={1}>
          <Trans>Dashboard</Trans>
        </Title>
        <Button component={Link} to="/properties/new">
          <Trans>List New Property</Trans>
        </Button>
      </Group>
      <Tabs value={tab} onChange={(next) => isDashboardTab(next) && onTabChange(next)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="properties">
            <Trans>My Properties</Trans>
          </Tabs.Tab>
          <Tabs.Tab
            value="messages"
            aria-label={unread > 0 ? t`Messages, ${plural(unread, { one: '# unread', other: '# unread' })}` : undefined}
            rightSection={
              unread > 0 ? (
                <Badge size="sm" circle color="teal.9" aria-hidden>
                  {unread}
                </Badge>
              ) : undefined
            }
          >
            <Trans>Messages</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="profile">
            <Trans>Profile</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="agent">
            <Trans>Agent Details</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="security">
            {/* The account's security, not a building's (a listing amenity). */}
            <Trans context="account">Security</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="saved">
            <Trans>Saved Properties</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="properties" pt="md">
          <MyListings userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <Inbox userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="md">
          <ProfilePanel userId={user.id} email={user.email} createdAt={user.created_at} />
        </Tabs.Panel>
        <Tabs.Panel value="agent" pt="md">
          <AgentProfileForm userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <SecurityPanel userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="saved" pt="md">
          <Stack gap="xl">
            <SavedProperties userId={user.id} />
            <SavedSearches userId={user.id} queries={listingSearchQueries} />
            <DeviceNotifications userId={user.id} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function SavedProperties({ userId }: { userId: string }) {
  const { ids } = useSavedProperties();
  return (
    <ListingCardsByIds
      userId={userId}
      ids={ids}
      renderAction={(property) => <SaveButton propertyId={property.id} />}
      empty={
        <Card withBorder p="xl">
          <Stack align="center" ta="center">
            <Text>
              <Trans>You haven&apos;t saved any properties yet</Trans>
            </Text>
            <Button component={Link} to="/buy" variant="light">
              <Trans>Browse Properties</Trans>
            </Button>
          </Stack>
        </Card>
      }
    />
  );
}
