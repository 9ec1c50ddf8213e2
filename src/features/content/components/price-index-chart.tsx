import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text } from '@mantine/core';
import { PRICE_INDEX } from '../data/market';

const number = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
/** 'AED 1,255' (a price per square foot). */
function aed(value: number, i18n: I18n) {
  const amount = number.format(value);
  return i18n._(msg`AED ${amount}`);
}

/**
 * Average price per sq ft by quarter as a horizontal bar list: a real list with the figures in
 * text, so it reads the same with a screen reader as it looks on screen.
 */
export function PriceIndexChart() {
  const { t, i18n } = useLingui();
  const max = Math.max(...PRICE_INDEX.map((q) => q.pricePerSqft));
  const first = PRICE_INDEX[0];
  const last = PRICE_INDEX[PRICE_INDEX.length - 1];
  const growth = Math.round(((last.pricePerSqft - first.pricePerSqft) / first.pricePerSqft) * 100);
  const from = i18n._(first.quarter);
  const to = i18n._(last.quarter);
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          Average asking price, AED per sq ft. {from} to {to}: +{growth}%.
        </Trans>
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Average asking price per square foot by quarter`}>
        {PRICE_INDEX.map((q) => (
          <Box component="li" key={q.quarter.id} mb={8}>
            <Group gap="sm" wrap="nowrap" align="center">
              <Text w={72} size="sm" fw={500} style={{ flexShrink: 0 }}>
                {i18n._(q.quarter)}
              </Text>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Box
                  aria-hidden
                  h={24}
                  style={{
                    width: `${(q.pricePerSqft / max) * 100}%`,
                    background: 'var(--mantine-color-teal-7)',
                    borderRadius: 4,
                  }}
                />
              </Box>
              <Text w={96} size="sm" fw={600} ta="end" style={{ flexShrink: 0 }}>
                {aed(q.pricePerSqft, i18n)}
              </Text>
            </Group>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
