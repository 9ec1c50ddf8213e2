import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Table.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '@/lib/format';
import {
  BUYER_TYPE_LABELS,
  BUYER_TYPE_NOTES,
  BUYER_TYPES,
  DUTY_PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  parsePriceInput,
  PROPERTY_TYPE_NOTES,
  TRANSFER_FEE_RATE,
  transferFee,
  type BuyerType,
  type DutyPropertyType,
} from '../stamp-duty';

export const PRICE_ERROR = msg`Enter the property price in AED as a number greater than 0, for example 2,500,000`;

interface Result {
  price: number;
  fee: number;
  buyerType: BuyerType;
  propertyType: DutyPropertyType;
}

const ratePercent = `${TRANSFER_FEE_RATE * 100}%`;

/** Price, buyer type and property type; Calculate shows the 2% DMT transfer fee and a breakdown. */
export function StampDutyCalculator() {
  const { t, i18n } = useLingui();
  const [priceText, setPriceText] = useState('');
  const [buyerType, setBuyerType] = useState<BuyerType>('First Time Buyer');
  const [propertyType, setPropertyType] = useState<DutyPropertyType>('Residential');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const price = parsePriceInput(priceText);
    if (price === null) {
      setError(i18n._(PRICE_ERROR));
      setResult(null);
      return;
    }
    setError(null);
    setResult({ price, fee: transferFee(price), buyerType, propertyType });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Paper component="form" withBorder radius="md" p="lg" onSubmit={onSubmit} noValidate aria-label={t`Transfer fee calculator`}>
        <Stack gap="md">
          <TextInput
            label={t`Property price (AED)`}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t`e.g. 2,500,000`}
            description={t`Commas are fine`}
            value={priceText}
            onChange={(e) => setPriceText(e.currentTarget.value)}
            error={error}
            required
          />
          <Select
            label={t`Buyer type`}
            name="buyer_type"
            data={BUYER_TYPES.map((value) => ({ value, label: i18n._(BUYER_TYPE_LABELS[value]) }))}
            value={buyerType}
            onChange={(value) => value && setBuyerType(value as BuyerType)}
            allowDeselect={false}
          />
          <Select
            label={t`Property type`}
            name="property_type"
            data={DUTY_PROPERTY_TYPES.map((value) => ({ value, label: i18n._(PROPERTY_TYPE_LABELS[value]) }))}
            value={propertyType}
            onChange={(value) => value && setPropertyType(value as DutyPropertyType)}
            allowDeselect={false}
          />
          <Group>
            <Button type="submit">
              <Trans>Calculate</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="lg" bg="teal.0" component="section" aria-labelledby="duty-result-title">
        <Title order={2} size="h4" id="duty-result-title">
          <Trans>Transfer fee to pay</Trans>
        </Title>
        <Box aria-live="polite" aria-atomic="true">
          <Text fz={36} fw={800} c="teal.9" lh={1.2} my="xs" data-testid="transfer-fee">
            {formatPrice(i18n, result?.fee ?? 0)}
          </Text>
          {result ? (
            <Stack gap="sm">
              <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} captionSide="top">
                <Table.Caption style={{ textAlign: 'start', color: 'var(--mantine-color-gray-8)' }}>
                  <Trans>Breakdown</Trans>
                </Table.Caption>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row" fw={500}>
                      <Trans>Property price</Trans>
                    </Table.Th>
                    <Table.Td ta="end">{formatPrice(i18n, result.price)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row" fw={500}>
                      <Trans>DMT transfer fee rate</Trans>
                    </Table.Th>
                    <Table.Td ta="end">{ratePercent}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row" fw={700}>
                      <Trans>Transfer fee</Trans>
                    </Table.Th>
                    <Table.Td ta="end" fw={700}>
                      {formatPrice(i18n, result.fee)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Divider />
              <Text size="sm">
                <strong>{i18n._(BUYER_TYPE_LABELS[result.buyerType])}:</strong> {i18n._(BUYER_TYPE_NOTES[result.buyerType])}
              </Text>
              <Text size="sm">
                <strong>{i18n._(PROPERTY_TYPE_LABELS[result.propertyType])}:</strong> {i18n._(PROPERTY_TYPE_NOTES[result.propertyType])}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">
              <Trans>Enter a price and press Calculate.</Trans>
            </Text>
          )}
        </Box>
      </Paper>

    </SimpleGrid>
  );
}

/** Background text under the calculator. */

