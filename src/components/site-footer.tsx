import { Container, Text } from '@mantine/core';

export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-3)', marginTop: 48 }}>
      <Container size="xl" py="lg">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Manzil. Property for sale and rent in Abu Dhabi and the UAE.
        </Text>
      </Container>
    </footer>
  );
}
