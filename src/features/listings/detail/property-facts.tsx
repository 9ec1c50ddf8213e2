import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { AMENITY_OPTIONS } from '../listing-facts';

/** The listing's amenities, in the list's order (keys this build does not know are left out). */
export function PropertyAmenities({ amenities }: { amenities: readonly string[] | null | undefined }) {
  const { i18n } = useLingui();
  const shown = AMENITY_OPTIONS.filter((a) => amenities?.includes(a.value));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="property-amenities-heading">
      <Title order={2} fz="xl" id="property-amenities-heading">
        <Trans>Amenities</Trans>
      </Title>
      <List spacing={4} style={{ columnWidth: 180, columnGap: 'var(--mantine-spacing-lg)' }}>
        {shown.map((a) => (
          <List.Item key={a.value}>{i18n._(a.label)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** An off-plan listing's payment plan, as the seller wrote it. */
export function PaymentPlan({ paymentPlan }: { paymentPlan: string | null | undefined }) {
  if (!paymentPlan?.trim()) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-plan-heading">
      <Title order={2} fz="xl" id="payment-plan-heading">
        <Trans>Payment plan</Trans>
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{paymentPlan}</Text>
    </Stack>
  );
}
