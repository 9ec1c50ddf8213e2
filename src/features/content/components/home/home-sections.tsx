import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { HOME_FAQ, HOME_SERVICES, HOME_TEASERS } from '../../data/home';

export function HomeTeasers() {
  return (
    <Box component="section" aria-labelledby="home-teasers-title">
      <Title order={2} id="home-teasers-title" mb="md">
        Popular places to live
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {HOME_TEASERS.map((teaser) => (
          <Paper key={teaser.title} component="article" withBorder radius="md" p="lg">
            <Stack gap={6} h="100%">
              <Title order={3} size="h4">
                {teaser.title}
              </Title>
              <Text size="sm" fw={600}>
                {teaser.stat}
              </Text>
              <Text size="sm">{teaser.text}</Text>
              <Anchor component={Link} to={teaser.to} fw={600} mt="auto">
                {teaser.linkLabel}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function HomeServices() {
  return (
    <Box component="section" aria-labelledby="home-services-title">
      <Title order={2} id="home-services-title" mb="md">
        How Manzil helps
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {HOME_SERVICES.map((service) => (
          <Paper key={service.title} withBorder radius="md" p="lg" bg="gray.0">
            <Stack gap={6} h="100%">
              <Title order={3} size="h4">
                {service.title}
              </Title>
              <Text size="sm">{service.text}</Text>
              <Anchor component={Link} to={service.to} fw={600} mt="auto">
                {service.linkLabel}
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
            Sign in to do more with Manzil
          </Title>
          <Text>Save searches and properties, message agents and list your own property for sale or rent.</Text>
        </Box>
        <Button size="md" onClick={() => openAuthDialog('signIn')}>
          Sign in
        </Button>
      </Group>
    </Paper>
  );
}

export function HomeFaq() {
  return (
    <Box component="section" aria-labelledby="home-faq-title">
      <Title order={2} id="home-faq-title" mb="md">
        Buying and renting in Abu Dhabi: quick answers
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {HOME_FAQ.map((item) => (
          <Box key={item.question}>
            <Title order={3} size="h5" mb={4}>
              {item.question}
            </Title>
            <Text size="sm">{item.answer}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="md">
        More answers in our{' '}
        <Anchor component={Link} to="/faqs">
          FAQs
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to="/property-guides">
          property guides
        </Anchor>
        .
      </Text>
    </Box>
  );
}
