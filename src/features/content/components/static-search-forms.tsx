import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { AGENT_LANGUAGES, AGENT_SPECIALIZATIONS } from '../data/agents';
import { SOLD_DATE_RANGES, SOLD_PROPERTY_TYPES } from '../data/market';

// The /sold-prices and /find-agent forms, over sample results: they search nothing yet.
// Submitting keeps the page (no reload) and says that the sample results below are what is
// available.

function useStaticSubmit() {
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return { submitted, onSubmit };
}

function SubmittedNote({ submitted, text }: { submitted: boolean; text: string }) {
  return (
    <Text role="status" size="sm" mt={submitted ? 'sm' : 0}>
      {submitted ? text : ''}
    </Text>
  );
}

/** A form's options with their labels in the page's language. */
function useOptions(options: readonly { value: string; label: MessageDescriptor }[]) {
  const { i18n } = useLingui();
  return options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
}

export function SoldPricesForm() {
  const { submitted, onSubmit } = useStaticSubmit();
  const { t } = useLingui();
  const types = useOptions(SOLD_PROPERTY_TYPES);
  const ranges = useOptions(SOLD_DATE_RANGES);
  return (
    <Paper component="form" withBorder radius="md" p="lg" onSubmit={onSubmit} aria-label={t`Search sold prices`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput name="location" label={t`Location`} placeholder={t`e.g. Al Reem Island`} autoComplete="off" />
        <Select name="property_type" label={t`Property type`} placeholder={t`Any type`} data={types} clearable />
        <Select name="date_range" label={t`Date range`} data={ranges} defaultValue="12" allowDeselect={false} />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">{t`Search sold prices`}</Button>
      </Group>
      <SubmittedNote submitted={submitted} text={t`Filtering sold prices is coming soon. The table below shows recent sample transactions.`} />
    </Paper>
  );
}

export function FindAgentForm() {
  const { submitted, onSubmit } = useStaticSubmit();
  const { t } = useLingui();
  const specializations = useOptions(AGENT_SPECIALIZATIONS);
  const languages = useOptions(AGENT_LANGUAGES);
  return (
    <Paper component="form" withBorder radius="md" p="lg" onSubmit={onSubmit} aria-label={t`Find an agent`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput name="location" label={t`Location`} placeholder={t`e.g. Yas Island`} autoComplete="off" />
        <Select name="specialization" label={t`Specialization`} placeholder={t`Any specialization`} data={specializations} clearable />
        <Select name="language" label={t`Language`} placeholder={t`Any language`} data={languages} clearable />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">{t`Find agents`}</Button>
      </Group>
      <SubmittedNote submitted={submitted} text={t`Agent search is coming soon. Meanwhile, here are agents working across Abu Dhabi.`} />
    </Paper>
  );
}
