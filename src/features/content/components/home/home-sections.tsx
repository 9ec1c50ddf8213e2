import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { HOME_FAQ, HOME_SERVICES, HOME_TEASERS } from '../../data/home';

export function HomeTeasers() {
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="home-teasers-title">
      <Title order={2} id="home-teasers-title" mb="md">
        <Trans>Popular places to live</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {HOME_TEASERS.map((teaser) => (
          <Paper key={i18n._(teaser.title)} component="article" withBorder radius="md" p="lg">
            <Stack gap={6} h="100%">
              <Title order={3} size="h4">
                {i18n._(teaser.title)}
              </Title>
              <Text size="sm" fw={600}>
                {i18n._(teaser.stat)}
              </Text>
              <Text size="sm">{i18n._(teaser.text)}</Text>
              <Anchor component={Link} to={teaser.to} fw={600} mt="auto">
                {i18n._(teaser.linkLabel)}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function HomeServices() {
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="home-services-title">
      <Title order={2} id="home-services-title" mb="md">
        <Trans>How Manzil helps</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {HOME_SERVICES.map((service) => (
          <Paper key={i18n._(service.title)} withBorder radius="md" p="lg" bg="gray.0">
            <Stack gap={6} h="100%">
              <Title order={3} size="h4">
                {i18n._(service.title)}
              </Title>
              <Text size="sm">{i18n._(service.text)}</Text>
              <Anchor component={Link} to={service.to} fw={600} mt="auto">
                {i18n._(service.linkLabel)}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Shown to visitors who are not signed in; hidden once signed in. */
export function HomeSignInPrompt() {
  const { ready, user } = useSession();
  if (!ready || user) return null;
  return (
    <Paper component="section" aria-labelledby="home-sign-in-title" withBorder radius="md" p="lg" bg="teal.0">
      <Group justify="space-between" align="center" gap="md">
        <Box maw={620}>
          <Title order={2} size="h3" id="home-sign-in-title">
            <Trans>Sign in to do more with Manzil</Trans>
          </Title>
          <Text>
            <Trans>Save searches and properties, message agents and list your own property for sale or rent.</Trans>
          </Text>
        </Box>
        <Button size="md" onClick={() => openAuthDialog('signIn')}>
          <Trans>Sign in</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

export function HomeFaq() {
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="home-faq-title">
      <Title order={2} id="home-faq-title" mb="md">
        <Trans>Buying and renting in Abu Dhabi: quick answers</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {HOME_FAQ.map((item) => (
          <Box key={i18n._(item.question)}>
            <Title order={3} size="h5" mb={4}>
              {i18n._(item.question)}
            </Title>
            <Text size="sm">{i18n._(item.answer)}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="md">
        <Trans>
          More answers in our{' '}
          <Anchor component={Link} to="/faqs">
            FAQs
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/property-guides">
            property guides
          </Anchor>
          .
        </Trans>
      </Text>
    </Box>
  );
}
