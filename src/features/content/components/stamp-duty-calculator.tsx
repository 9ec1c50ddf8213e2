import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Table.css';
import { Box, Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '@/lib/format';
import {
  BUYER_TYPE_NOTES,
  BUYER_TYPES,
  DUTY_PROPERTY_TYPES,
  parsePriceInput,
  PROPERTY_TYPE_NOTES,
  TRANSFER_FEE_RATE,
  transferFee,
  type BuyerType,
  type DutyPropertyType,
} from '../stamp-duty';

export const PRICE_ERROR = 'Enter the property price in AED as a number greater than 0, for example 2,500,000';

interface Result {
  price: number;
  fee: number;
  buyerType: BuyerType;
  propertyType: DutyPropertyType;
}

const ratePercent = `${TRANSFER_FEE_RATE * 100}%`;

/** Price, buyer type and property type; Calculate shows the 2% DMT transfer fee and a breakdown. */
export function StampDutyCalculator() {
  const { i18n } = useLingui();
  const [priceText, setPriceText] = useState('');
  const [buyerType, setBuyerType] = useState<BuyerType>('First Time Buyer');
  const [propertyType, setPropertyType] = useState<DutyPropertyType>('Residential');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const price = parsePriceInput(priceText);
    if (price === null) {
      setError(PRICE_ERROR);
      setResult(null);
      return;
    }
    setError(null);
    setResult({ price, fee: transferFee(price), buyerType, propertyType });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Paper component="form" withBorder radius="md" p="lg" onSubmit={onSubmit} noValidate aria-label="Transfer fee calculator">
        <Stack gap="md">
          <TextInput
            label="Property price (AED)"
            name="price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 2,500,000"
            description="Commas are fine"
            value={priceText}
            onChange={(e) => setPriceText(e.currentTarget.value)}
            error={error}
            required
          />
          <Select
            label="Buyer type"
            name="buyer_type"
            data={BUYER_TYPES}
            value={buyerType}
            onChange={(value) => value && setBuyerType(value as BuyerType)}
            allowDeselect={false}
          />
          <Select
            label="Property type"
            name="property_type"
            data={DUTY_PROPERTY_TYPES}
            value={propertyType}
            onChange={(value) => value && setPropertyType(value as DutyPropertyType)}
            allowDeselect={false}
          />
          <Group>
            <Button type="submit">Calculate</Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="lg" bg="teal.0" component="section" aria-labelledby="duty-result-title">
        <Title order={2} size="h4" id="duty-result-title">
          Transfer fee to pay
        </Title>
        <Box aria-live="polite" aria-atomic="true">
          <Text fz={36} fw={800} c="teal.9" lh={1.2} my="xs" data-testid="transfer-fee">
            {formatPrice(i18n, result?.fee ?? 0)}
          </Text>
          {result ? (
            <Stack gap="sm">
              <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} captionSide="top">
                <Table.Caption style={{ textAlign: 'left', color: 'var(--mantine-color-gray-8)' }}>Breakdown</Table.Caption>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row" fw={500}>
                      Property price
                    </Table.Th>
                    <Table.Td ta="right">{formatPrice(i18n, result.price)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row" fw={500}>
                      DMT transfer fee rate
                    </Table.Th>
                    <Table.Td ta="right">{ratePercent}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row" fw={700}>
                      Transfer fee
                    </Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {formatPrice(i18n, result.fee)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Divider />
              <Text size="sm">
                <strong>{result.buyerType}:</strong> {BUYER_TYPE_NOTES[result.buyerType]}
              </Text>
              <Text size="sm">
                <strong>{result.propertyType}:</strong> {PROPERTY_TYPE_NOTES[result.propertyType]}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">Enter a price and press Calculate.</Text>
          )}
        </Box>
      </Paper>

    </SimpleGrid>
  );
}

/** Background text under the calculator. */

