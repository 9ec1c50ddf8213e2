import '@mantine/core/styles/NumberInput.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { SegmentedChoice } from '@/components/segmented-choice';
import { SteppedNumberInput } from '@/components/stepped-number-input';
import { formatPrice } from '@/lib/format';
import { DEFAULT_RATE_PERCENT, MAX_TERM_YEARS, maxLoanToValue, mortgageEstimate, type Buyer } from './mortgage';

const BUYERS = [
  { value: 'expatriate', label: msg`Expatriate` },
  { value: 'national', label: msg`UAE national` },
] as const;

const asNumber = (v: string | number, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A sale listing's mortgage estimate: editable price, down payment, rate and term; the cap from the Central Bank's table. */
export function MortgageCalculator({ price: listedPrice, offPlan }: { price: number; offPlan: boolean }) {
  const headingId = useId();
  const buyerLabelId = useId();
  const [buyer, setBuyer] = useState<Buyer>('expatriate');
  const [price, setPrice] = useState(listedPrice);
  // Starts at the least the cap allows; the visitor may put down more.
  const [downPayment, setDownPayment] = useState(() => Math.ceil(listedPrice * (1 - maxLoanToValue(listedPrice, 'expatriate', offPlan))));
  const [rate, setRate] = useState(DEFAULT_RATE_PERCENT);
  const [years, setYears] = useState(MAX_TERM_YEARS);
  const estimate = mortgageEstimate({ price, downPayment, ratePercent: rate, years, buyer, offPlan });
  const { t, i18n } = useLingui();
  const buyers = BUYERS.map((b) => ({ value: b.value, label: i18n._(b.label) }));
  const minimum = formatPrice(i18n, estimate.minDownPayment);
  const minimumShare = percent(1 - estimate.loanToValue);
  const maxYears = MAX_TERM_YEARS;
  const loan = formatPrice(i18n, estimate.loan);
  const loanShare = percent(estimate.loanToValue);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          <Trans>Mortgage estimate</Trans>
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={buyerLabelId}>
            <Trans>Buyer</Trans>
          </Text>
          <SegmentedChoice<Buyer> data={buyers} value={buyer} onChange={setBuyer} aria-labelledby={buyerLabelId} />
        </Stack>
        <NumberInput label={t`Property price (AED)`} min={0} thousandSeparator="," hideControls value={price} onChange={(v) => setPrice(asNumber(v, 0))} />
        <NumberInput
          label={t`Down payment (AED)`}
          min={0}
          thousandSeparator=","
          hideControls
          value={downPayment}
          onChange={(v) => setDownPayment(asNumber(v, 0))}
          description={t`At least ${minimum} (${minimumShare})`}
          error={estimate.downPaymentRaised ? t`Below the minimum: the estimate uses ${minimum}` : undefined}
        />
        <SimpleGrid cols={2} spacing="xs">
          <SteppedNumberInput
            label={t`Interest rate (%)`}
            increaseLabel={t`Increase interest rate`}
            decreaseLabel={t`Decrease interest rate`}
            min={0}
            max={20}
            step={0.1}
            decimalScale={2}
            value={rate}
            onChange={(v) => setRate(asNumber(v, 0))}
          />
          <SteppedNumberInput
            label={t`Term (years)`}
            increaseLabel={t`Increase term`}
            decreaseLabel={t`Decrease term`}
            min={1}
            max={MAX_TERM_YEARS}
            allowDecimal={false}
            value={years}
            onChange={(v) => setYears(asNumber(v, MAX_TERM_YEARS))}
            error={estimate.termCapped ? t`At most ${maxYears} years` : undefined}
          />
        </SimpleGrid>
        <div aria-live="polite">
          <Text size="sm" c="dimmed">
            <Trans>Estimated monthly payment</Trans>
          </Text>
          <Text fz={24} fw={800} c="teal.9" data-testid="mortgage-monthly">
            {formatPrice(i18n, Math.round(estimate.monthly))}
          </Text>
          <Text size="sm">
            {offPlan ? (
              <Trans>
                Loan {loan} (up to {loanShare} of the price, off-plan)
              </Trans>
            ) : (
              <Trans>
                Loan {loan} (up to {loanShare} of the price)
              </Trans>
            )}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          <Trans>
            This is an estimate, not an offer of finance. Loan-to-value caps follow the UAE Central Bank&apos;s rules for a first home
            (80% up to AED 5M and 70% above for expatriates, 85% and 75% for UAE nationals, 50% off-plan). Fees and your bank&apos;s own
            terms are not included.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}
