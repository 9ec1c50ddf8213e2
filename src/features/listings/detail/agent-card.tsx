import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListingAgent } from '../api/get-property';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons';
import { agentContactLinks, agentDisplayName } from './contact-links';
import type { ListingTitles } from '@/lib/listing-text';

// Long email addresses wrap inside their button rather than being cut off in the narrow column.
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 44 },
  inner: { minHeight: 42 },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 6 },
} as const;

/** One of the card's contact actions: a full-width link styled as a button. */
function ContactLinkButton({ href, icon, label, newTab, children }: { href: string; icon: ReactNode; label: string; newTab?: boolean; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      variant="default"
      leftSection={icon}
      aria-label={label}
      styles={WRAPPING_LABEL}
      fullWidth
    >
      {children}
    </Button>
  );
}

/**
 * The listing owner's public contact card (read with the listing): Call, WhatsApp (mobiles only)
 * and Email as buttons. `children` holds the Contact Agent control, which works without a phone
 * or an email.
 */
export function AgentCard({ agent, listing, children }: { agent: ListingAgent | null; listing: { id: string } & ListingTitles; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const name = agentDisplayName(agent);
  const links = agentContactLinks(agent, listing, i18n);
  const agentName = links.name;
  const phone = links.phone;
  const email = links.email;
  const personName = agent ? [agent.first_name, agent.last_name].filter(Boolean).join(' ').trim() : '';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="agent-card-heading">
      <Title order={2} fz="lg" id="agent-card-heading" mb="sm">
        <Trans>Agent Information</Trans>
      </Title>
      {!agent || (!name && !links.email && !links.phone) ? (
        <Text c="dimmed" size="sm">
          <Trans>Agent details are not available for this listing.</Trans>
        </Text>
      ) : (
        <Stack gap={4} data-testid="agent-card">
          {personName && <Text fw={700}>{personName}</Text>}
          {agent.company_name && <Text size="sm">{agent.company_name}</Text>}
          {agent.agent_address && (
            <Text size="sm" c="dimmed">
              {agent.agent_address}
            </Text>
          )}
        </Stack>
      )}
      {(links.call || links.whatsapp || links.mail || children) && (
        <Stack mt="md" gap="xs" data-testid="agent-actions">
          {/* The number and the address are the buttons' text, so they can be read and copied too. */}
          {links.call && (
            <ContactLinkButton href={links.call} icon={<PhoneIcon size={18} />} label={t`Call ${agentName} on ${phone}`}>
              {/* Digits and spaces would run right to left in an Arabic page: the number keeps its own order. */}
              <span dir="ltr">{links.phone}</span>
            </ContactLinkButton>
          )}
          {links.whatsapp && (
            <ContactLinkButton href={links.whatsapp} icon={<WhatsAppIcon size={18} />} label={t`WhatsApp ${agentName}`} newTab>
              <Trans>WhatsApp</Trans>
            </ContactLinkButton>
          )}
          {links.mail && (
            <ContactLinkButton href={links.mail} icon={<MailIcon size={18} />} label={t`Email ${agentName} at ${email}`}>
              {links.email}
            </ContactLinkButton>
          )}
          {children}
        </Stack>
      )}
    </Card>
  );
}
