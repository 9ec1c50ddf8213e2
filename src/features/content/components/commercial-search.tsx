import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SegmentedChoice } from '@/components/segmented-choice';
import { commercialSuggestions, SUGGESTION_HIDE_DELAY_MS } from '../commercial-suggestions';
import { areaNameIn } from '@/lib/areas';
import { COMMERCIAL_SECTORS, SECTOR_LABELS, SECTOR_SEARCH, type CommercialSector } from '../data/commercial';

type Mode = 'rent' | 'sale';

/** The /search-results URL for a commercial search: the sector's types, the area (when given), rent or sale. */
export function commercialSearchHref(location: string, mode: Mode, sector: CommercialSector = 'Any sector'): string {
  const params = new URLSearchParams();
  const trimmed = location.trim();
  if (trimmed) params.set('location', trimmed);
  const { property_type, keywords } = SECTOR_SEARCH[sector];
  params.set('property_type', property_type);
  if (keywords) params.set('keywords', keywords);
  params.set('type', mode);
  return `/search-results?${params.toString()}`;
}

/**
 * Hero search of /commercial-property: Rent/Buy toggle (default Rent), sector toggle buttons, and
 * a location box whose suggestion list follows the ARIA combobox pattern.
 */
export function CommercialSearch() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const modes: { value: Mode; label: string }[] = [
    { value: 'rent', label: t`Rent` },
    { value: 'sale', label: t`Buy` },
  ];
  const [mode, setMode] = useState<Mode>('rent');
  const [sector, setSector] = useState<CommercialSector>('Any sector');
  const [location, setLocation] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id, not words
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const suggestions = commercialSuggestions(location);
  const expanded = open && suggestions.length > 0;

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(() => cancelHide, []);

  const choose = (name: string) => {
    cancelHide();
    setLocation(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    void navigate({ href: commercialSearchHref(location, mode, sector) });
  };

  return (
    <Paper component="form" role="search" aria-label={t`Commercial property search`} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="teal.0" onSubmit={onSubmit}>
      <Stack gap="lg">
        <SegmentedChoice aria-label={t`Rent or buy`} value={mode} onChange={(next) => setMode(next)} data={modes} />

        <Box>
          <Text id={`${baseId}-sector-label`} fw={500} size="sm" mb={6}>
            <Trans>Sector</Trans>
          </Text>
          <Group gap="xs" role="group" aria-labelledby={`${baseId}-sector-label`}>
            {COMMERCIAL_SECTORS.map((name) => (
              <Button
                key={name}
                type="button"
                size="sm"
                variant={sector === name ? 'filled' : 'default'}
                aria-pressed={sector === name}
                onClick={() => setSector(name)}
              >
                {i18n._(SECTOR_LABELS[name])}
              </Button>
            ))}
          </Group>
        </Box>

        <Group align="flex-end" gap="sm" wrap="wrap">
          <Box style={{ position: 'relative', flex: '1 1 260px' }}>
            <TextInput
              label={t`Location`}
              placeholder={t`Type an area, e.g. Al Maryah Island`}
              name="location"
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              value={location}
              onChange={(event) => {
                setLocation(event.currentTarget.value);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => {
                cancelHide();
                setOpen(true);
              }}
              onBlur={() => {
                cancelHide();
                hideTimer.current = setTimeout(() => {
                  setOpen(false);
                  setActive(-1);
                }, SUGGESTION_HIDE_DELAY_MS);
              }}
              onKeyDown={onKeyDown}
            />
            <Paper
              component="ul"
              id={listId}
              role="listbox"
              aria-label={t`Suggested locations`}
              shadow="md"
              withBorder
              radius="md"
              m={0}
              p={4}
              style={{ display: expanded ? 'block' : 'none', position: 'absolute', zIndex: 20, insetInline: 0, top: '100%', marginTop: 4, listStyle: 'none' }}
            >
              {expanded &&
                suggestions.map((name, index) => (
                  <Box
                    component="li"
                    key={name}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    px="sm"
                    py={8}
                    style={{
                      cursor: 'pointer',
                      borderRadius: 6,
                      background: index === active ? 'var(--mantine-color-teal-1)' : undefined,
                    }}
                    // Keep focus in the input so the blur timer does not race the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(name)}
                  >
                    {areaNameIn(name, i18n.locale)}
                  </Box>
                ))}
            </Paper>
          </Box>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
