import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { arabicSearchKey } from '@/lib/area-names-ar';
import { areaSuggestions } from '@/lib/areas';

export interface AreaAutocompleteProps extends Pick<AutocompleteProps, 'id' | 'label' | 'placeholder' | 'size' | 'styles'> {
  value: string;
  onChange(value: string): void;
  /** The caret of the plain input this replaces, when it had the focus: focus moves here with it. */
  focusAt?: { start: number | null; end: number | null };
}

/**
 * The hero's area box with suggestions of every area, matched anywhere in the name. On an Arabic
 * page the names are the Arabic ones (the search finds an area by either), matched however the
 * hamza and taa marbuta are typed.
 */
export default function AreaAutocomplete({ focusAt, ...props }: AreaAutocompleteProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { i18n } = useLingui();
  const arabic = i18n.locale === 'ar';
  const key = (text: string) => (arabic ? arabicSearchKey(text) : text.trim().toLowerCase());
  useEffect(() => {
    if (!focusAt || !ref.current) return;
    ref.current.focus();
    ref.current.setSelectionRange(focusAt.start, focusAt.end);
    // Only on mount: this replaces the plain input once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Autocomplete
      ref={ref}
      {...props}
      data={areaSuggestions(i18n.locale)}
      filter={({ options, search }) => {
        const typed = key(search);
        return typed ? options.filter((o) => 'label' in o && key(o.label).includes(typed)) : options;
      }}
      maxDropdownHeight={260}
    />
  );
}
