import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AGENT_LANGUAGES, AGENT_SPECIALIZATIONS } from '../data/agents';
import { SOLD_DATE_RANGES, SOLD_PROPERTY_TYPES } from '../data/market';

// The /sold-prices and /find-agent forms. Spec.md: they do nothing; submitting keeps the page
// (no reload) and says that the sample results below are what is available.

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

export function SoldPricesForm() {
  const { submitted, onSubmit } = useStaticSubmit();
  return (
    <Paper component="form" withBorder radius="md" p="lg" onSubmit={onSubmit} aria-label="Search sold prices">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput name="location" label="Location" placeholder="e.g. Al Reem Island" autoComplete="off" />
        <Select name="property_type" label="Property type" placeholder="Any type" data={SOLD_PROPERTY_TYPES} clearable />
        <Select name="date_range" label="Date range" data={SOLD_DATE_RANGES} defaultValue="12" allowDeselect={false} />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">Search sold prices</Button>
      </Group>
      <SubmittedNote submitted={submitted} text="Filtering sold prices is coming soon. The table below shows recent sample transactions." />
    </Paper>
  );
}

export function FindAgentForm() {
  const { submitted, onSubmit } = useStaticSubmit();
  return (
    <Paper component="form" withBorder radius="md" p="lg" onSubmit={onSubmit} aria-label="Find an agent">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput name="location" label="Location" placeholder="e.g. Yas Island" autoComplete="off" />
        <Select name="specialization" label="Specialization" placeholder="Any specialization" data={AGENT_SPECIALIZATIONS} clearable />
        <Select name="language" label="Language" placeholder="Any language" data={AGENT_LANGUAGES} clearable />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">Find agents</Button>
      </Group>
      <SubmittedNote submitted={submitted} text="Agent search is coming soon. Meanwhile, here are agents working across Abu Dhabi." />
    </Paper>
  );
}
