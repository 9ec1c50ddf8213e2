import { Box, Group, Stack, Text } from '@mantine/core';
import { PRICE_INDEX } from '../data/market';

const number = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

/**
 * Average price per sq ft by quarter as a horizontal bar list: a real list with the figures in
 * text, so it reads the same with a screen reader as it looks on screen.
 */
export function PriceIndexChart() {
  const max = Math.max(...PRICE_INDEX.map((q) => q.pricePerSqft));
  const first = PRICE_INDEX[0];
  const last = PRICE_INDEX[PRICE_INDEX.length - 1];
  const growth = Math.round(((last.pricePerSqft - first.pricePerSqft) / first.pricePerSqft) * 100);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Average asking price, AED per sq ft. {first.quarter} to {last.quarter}: +{growth}%.
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Average asking price per square foot by quarter">
        {PRICE_INDEX.map((q) => (
          <Box component="li" key={q.quarter} mb={8}>
            <Group gap="sm" wrap="nowrap" align="center">
              <Text w={72} size="sm" fw={500} style={{ flexShrink: 0 }}>
                {q.quarter}
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
              <Text w={96} size="sm" fw={600} ta="right" style={{ flexShrink: 0 }}>
                AED {number.format(q.pricePerSqft)}
              </Text>
            </Group>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
