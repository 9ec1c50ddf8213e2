import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MANZIL_WHATSAPP_URL } from '@/lib/manzil-contact';
import { AnchorLink } from './anchor-link';

const COLUMNS = [
  {
    title: 'Buy and rent',
    links: [
      { to: '/stamp-duty-calculator', label: 'Stamp Duty Calculator' },
      { to: '/house-price-index', label: 'House Price Index' },
      { to: '/sold-prices', label: 'Sold Prices' },
      { to: '/find-agent', label: 'Find an Agent' },
      { to: '/commercial-for-sale', label: 'Commercial for Sale' },
      { to: '/commercial-to-rent', label: 'Commercial to Rent' },
      { to: '/overseas-homes', label: 'Overseas Homes' },
    ],
  },
  {
    title: 'Guides and news',
    links: [
      { to: '/property-guides', label: 'Property Guides' },
      { to: '/buyer-guides', label: 'Buyer Guides' },
      { to: '/seller-guides', label: 'Seller Guides' },
      { to: '/renter-guides', label: 'Renter Guides' },
      { to: '/property-news', label: 'Property News' },
      { to: '/articles', label: 'Articles' },
      { to: '/faqs', label: 'FAQs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/press-centre', label: 'Press Centre' },
      { to: '/investor-relations', label: 'Investor Relations' },
      { to: '/careers', label: 'Careers' },
      { to: '/terms-conditions', label: 'Terms & Conditions' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
] as const;

/**
 * Footer area links, Abu Dhabi's first (areas with listings), then Dubai's best known. Locations
 * match by normalised name, so 'businessbay' finds Business Bay; the ambiguous short forms
 * ('downtown', 'marina' also match Abu Dhabi's) are spelled out.
 */
export const FOOTER_AREAS = [
  { location: 'Al Reem Island', label: 'Al Reem Island' },
  { location: 'Saadiyat Island', label: 'Saadiyat Island' },
  { location: 'Yas Island', label: 'Yas Island' },
  { location: 'Al Raha Beach', label: 'Al Raha Beach' },
  { location: 'Khalifa City', label: 'Khalifa City' },
  { location: 'Abu Dhabi Marina', label: 'Abu Dhabi Marina' },
  { location: 'Dubai Marina', label: 'Dubai Marina' },
  { location: 'Downtown Dubai', label: 'Downtown Dubai' },
] as const;

export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-3)', marginTop: 48, background: 'var(--mantine-color-gray-0)' }}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <Title order={2} size="h5" mb="xs">
                {column.title}
              </Title>
              <Stack gap={6}>
                {column.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark.7">
                    {link.label}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
          <nav aria-label="Popular areas">
            <Title order={2} size="h5" mb="xs">
              Popular areas
            </Title>
            <Stack gap={6}>
              {FOOTER_AREAS.map((area) => (
                <AnchorLink key={area.location} to="/search-results" search={{ location: area.location }} size="sm" c="dark.7">
                  {area.label}
                </AnchorLink>
              ))}
              <Anchor href={MANZIL_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" size="sm" c="dark.7">
                Chat with us on WhatsApp
              </Anchor>
            </Stack>
          </nav>
        </SimpleGrid>
        <Text size="sm" c="dark.6" mt="xl">
          © {new Date().getFullYear()} Manzil. Property for sale and rent in Abu Dhabi and the UAE.
        </Text>
      </Container>
    </footer>
  );
}
