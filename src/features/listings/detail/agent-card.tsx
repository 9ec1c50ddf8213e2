import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListingAgent } from '../api/get-property';

/** The listing owner's public contact card (read with the listing). `children` holds the Contact Agent control. */
export function AgentCard({ agent, children }: { agent: ListingAgent | null; children?: ReactNode }) {
  const name = agent ? [agent.first_name, agent.last_name].filter(Boolean).join(' ').trim() : '';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="agent-card-heading">
      <Title order={2} fz="lg" id="agent-card-heading" mb="sm">
        Agent Information
      </Title>
      {!agent || (!name && !agent.company_name && !agent.agent_email && !agent.phone) ? (
        <Text c="dimmed" size="sm">
          Agent details are not available for this listing.
        </Text>
      ) : (
        <Stack gap={4} data-testid="agent-card">
          {name && <Text fw={700}>{name}</Text>}
          {agent.company_name && <Text size="sm">{agent.company_name}</Text>}
          {agent.agent_address && (
            <Text size="sm" c="dimmed">
              {agent.agent_address}
            </Text>
          )}
          {agent.phone && (
            <Text size="sm">
              Phone: <Anchor href={`tel:${agent.phone.replace(/[^+\d]/g, '')}`}>{agent.phone}</Anchor>
            </Text>
          )}
          {agent.agent_email && (
            <Text size="sm">
              Email: <Anchor href={`mailto:${agent.agent_email}`}>{agent.agent_email}</Anchor>
            </Text>
          )}
        </Stack>
      )}
      {children && <Stack mt="md">{children}</Stack>}
    </Card>
  );
}
