import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';
import type { ListingAgent } from '../api/get-property';
import { MailIcon, MessageIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons';
import { agentContactLinks } from './contact-links';
import type { ListingTitles } from '@/lib/listing-text';

// Each action is as wide as its word on one line (white-space: nowrap gives the button that
// minimum), and the row's spare width is shared out, Contact Agent taking the larger share; so no
// label is wider than its button or wraps on a 360 px phone.
const ACTION_STYLE = {
  minWidth: 44,
  minHeight: 48,
  paddingInline: 6,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  borderRadius: 'var(--mantine-radius-md)',
  whiteSpace: 'nowrap',
} as const;

function ActionLabel({ children, color }: { children: ReactNode; color: string }) {
  return (
    <Text component="span" size="xs" fw={600} lh={1.2} c={color}>
      {children}
    </Text>
  );
}

/** A bar link: icon over a short word, at least 44 px each way, named for the agent. */
function BarLink({ href, label, name, icon, external }: { href: string; label: ReactNode; name: string; icon: ReactNode; external?: boolean }) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      aria-label={name}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      style={{ ...ACTION_STYLE, flex: '1 1 auto', border: '1px solid var(--mantine-color-gray-4)', color: 'var(--mantine-color-teal-9)' }}
    >
      {icon}
      <ActionLabel color="gray.9">{label}</ActionLabel>
    </UnstyledButton>
  );
}

/**
 * The phone's contact bar on a property page: Call, WhatsApp (mobiles only), Email and Contact
 * Agent, fixed to the bottom of screens narrower than `sm`, where the agent's card sits far
 * below the photos. All but Contact Agent are plain links, so they work from a page kept offline;
 * Contact Agent opens the page's own dialog (its messages wait on the device when offline).
 */
export function ContactBar({ agent, listing, onContactAgent }: { agent: ListingAgent | null; listing: { id: string } & ListingTitles; onContactAgent: () => void }) {
  const theme = useMantineTheme();
  // Not rendered at all on wider screens, so those keep one set of call and email links (the
  // card's). The server cannot know the screen: its page has the bar, hidden by CSS from `sm` up,
  // and hydrating that page renders it too, before the screen decides.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const hydrating = useHydrating();
  if (wide && !hydrating) return null;
  return (
    <Box hiddenFrom="sm">
      <PhoneContactBar agent={agent} listing={listing} onContactAgent={onContactAgent} />
    </Box>
  );
}

function PhoneContactBar({ agent, listing, onContactAgent }: { agent: ListingAgent | null; listing: { id: string } & ListingTitles; onContactAgent: () => void }) {
  const { t, i18n } = useLingui();
  const links = agentContactLinks(agent, listing, i18n);
  const agentName = links.name;
  const bar = useRef<HTMLDivElement>(null);

  // The bar covers the bottom of the screen: the document gets as much room below its last line
  // (the footer's links) as the bar is tall, for as long as the bar is shown.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const fit = () => body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
    };
  }, []);

  return (
    <Box
      ref={bar}
      component="section"
      role="region"
      aria-label={t`Contact the agent`}
      hiddenFrom="sm"
      data-testid="contact-bar"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        // Above the page, below Mantine's dialogs and notifications.
        zIndex: 150,
        display: 'flex',
        gap: 6,
        alignItems: 'stretch',
        padding: '8px 8px',
        paddingBottom: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      {links.call && <BarLink href={links.call} label={<Trans>Call</Trans>} name={t`Call ${agentName}`} icon={<PhoneIcon />} />}
      {links.whatsapp && <BarLink href={links.whatsapp} label={<Trans>WhatsApp</Trans>} name={t`WhatsApp ${agentName}`} icon={<WhatsAppIcon />} external />}
      {links.mail && <BarLink href={links.mail} label={<Trans>Email</Trans>} name={t`Email ${agentName}`} icon={<MailIcon />} />}
      <UnstyledButton
        onClick={onContactAgent}
        style={{ ...ACTION_STYLE, flex: '2 1 auto', background: 'var(--mantine-color-teal-9)', color: 'var(--mantine-color-white)' }}
      >
        <MessageIcon />
        <ActionLabel color="white">
          <Trans>Contact Agent</Trans>
        </ActionLabel>
      </UnstyledButton>
    </Box>
  );
}
