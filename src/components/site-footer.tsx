import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MANZIL_WHATSAPP_URL } from '@/lib/manzil-contact';
import { AnchorLink } from './anchor-link';
import { LanguageSwitcher } from './language-switcher';

const COLUMNS = [
  {
    title: msg`Buy and rent`,
    links: [
      { to: '/stamp-duty-calculator', label: msg`Stamp Duty Calculator` },
      { to: '/house-price-index', label: msg`House Price Index` },
      { to: '/sold-prices', label: msg`Sold Prices` },
      { to: '/find-agent', label: msg`Find an Agent` },
      { to: '/commercial-for-sale', label: msg`Commercial for Sale` },
      { to: '/commercial-to-rent', label: msg`Commercial to Rent` },
      { to: '/overseas-homes', label: msg`Overseas Homes` },
    ],
  },
  {
    title: msg`Guides and news`,
    links: [
      { to: '/property-guides', label: msg`Property Guides` },
      { to: '/buyer-guides', label: msg`Buyer Guides` },
      { to: '/seller-guides', label: msg`Seller Guides` },
      { to: '/renter-guides', label: msg`Renter Guides` },
      { to: '/property-news', label: msg`Property News` },
      { to: '/articles', label: msg`Articles` },
      { to: '/faqs', label: msg`FAQs` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { to: '/about', label: msg`About Us` },
      { to: '/contact-us', label: msg`Contact Us` },
      { to: '/press-centre', label: msg`Press Centre` },
      { to: '/investor-relations', label: msg`Investor Relations` },
      { to: '/careers', label: msg`Careers` },
      { to: '/terms-conditions', label: msg`Terms & Conditions` },
      { to: '/privacy-policy', label: msg`Privacy Policy` },
    ],
  },
] as const;

/**
 * Footer area links, Abu Dhabi's first (areas with listings), then Dubai's best known. Locations
 * match by normalised name, so 'businessbay' finds Business Bay; the ambiguous short forms
 * ('downtown', 'marina' also match Abu Dhabi's) are spelled out.
 */
export const FOOTER_AREAS = [
  { location: 'Al Reem Island', label: msg`Al Reem Island` },
  { location: 'Saadiyat Island', label: msg`Saadiyat Island` },
  { location: 'Yas Island', label: msg`Yas Island` },
  { location: 'Al Raha Beach', label: msg`Al Raha Beach` },
  { location: 'Khalifa City', label: msg`Khalifa City` },
  { location: 'Abu Dhabi Marina', label: msg`Abu Dhabi Marina` },
  { location: 'Dubai Marina', label: msg`Dubai Marina` },
  { location: 'Downtown Dubai', label: msg`Downtown Dubai` },
] as const;

export function SiteFooter() {
  const { _ } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-3)', marginTop: 48, background: 'var(--mantine-color-gray-0)' }}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {COLUMNS.map((column) => (
            <nav key={column.title.id} aria-label={_(column.title)}>
              <Title order={2} size="h5" mb="xs">
                {_(column.title)}
              </Title>
              <Stack gap={6}>
                {column.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark.7">
                    {_(link.label)}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
          <nav aria-label={_(msg`Popular areas`)}>
            <Title order={2} size="h5" mb="xs">
              <Trans>Popular areas</Trans>
            </Title>
            <Stack gap={6}>
              {FOOTER_AREAS.map((area) => (
                <AnchorLink key={area.location} to="/search-results" search={{ location: area.location }} size="sm" c="dark.7">
                  {_(area.label)}
                </AnchorLink>
              ))}
              <Anchor href={MANZIL_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" size="sm" c="dark.7">
                <Trans>Chat with us on WhatsApp</Trans>
              </Anchor>
            </Stack>
          </nav>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" gap="sm">
          <Text size="sm" c="dark.6">
            <Trans>© {year} Manzil. Property for sale and rent in Abu Dhabi and the UAE.</Trans>
          </Text>
          <LanguageSwitcher />
        </Group>
      </Container>
    </footer>
  );
}
