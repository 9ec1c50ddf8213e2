import { Box, Button, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ListingAgent } from '../api/get-property';
import { MailIcon, MessageIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons';
import { agentContactLinks } from './contact-links';

/** A bar action: icon over a short word, at least 44 px each way, named for the agent. */
function BarLink({ href, label, name, icon, external }: { href: string; label: string; name: string; icon: ReactNode; external?: boolean }) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      aria-label={name}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      style={{
        flex: '1 1 0',
        minWidth: 44,
        minHeight: 48,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-4)',
        color: 'var(--mantine-color-teal-9)',
      }}
    >
      {icon}
      <Text component="span" size="xs" fw={600} lh={1.2} c="gray.9">
        {label}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The phone's contact bar on a property page: Call, WhatsApp (mobiles only), Email and Contact
 * Agent, fixed to the bottom of screens narrower than `sm`, where the agent's card sits far
 * below the photos. All but Contact Agent are plain links, so they work from a page kept offline;
 * Contact Agent opens the page's own dialog (its messages wait on the device when offline).
 */
export function ContactBar({ agent, listing, onContactAgent }: { agent: ListingAgent | null; listing: { id: string; title: string }; onContactAgent: () => void }) {
  const theme = useMantineTheme();
  // Not rendered at all on wider screens, so those keep one set of call and email links (the card's).
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  if (wide) return null;
  return <PhoneContactBar agent={agent} listing={listing} onContactAgent={onContactAgent} />;
}

function PhoneContactBar({ agent, listing, onContactAgent }: { agent: ListingAgent | null; listing: { id: string; title: string }; onContactAgent: () => void }) {
  const links = agentContactLinks(agent, listing);
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
      aria-label="Contact the agent"
      hiddenFrom="sm"
      data-testid="contact-bar"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        // Above the page, below Mantine's dialogs and notifications.
        zIndex: 150,
        display: 'flex',
        gap: 8,
        alignItems: 'stretch',
        padding: '8px 12px',
        paddingBottom: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      {links.call && <BarLink href={links.call} label="Call" name={`Call ${links.name}`} icon={<PhoneIcon />} />}
      {links.whatsapp && <BarLink href={links.whatsapp} label="WhatsApp" name={`WhatsApp ${links.name}`} icon={<WhatsAppIcon />} external />}
      {links.mail && <BarLink href={links.mail} label="Email" name={`Email ${links.name}`} icon={<MailIcon />} />}
      <Button
        onClick={onContactAgent}
        leftSection={<MessageIcon size={18} />}
        h="auto"
        mih={48}
        px="xs"
        style={{ flex: '1.8 1 0', minWidth: 0 }}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 }, section: { marginInlineEnd: 6 } }}
      >
        Contact Agent
      </Button>
    </Box>
  );
}
