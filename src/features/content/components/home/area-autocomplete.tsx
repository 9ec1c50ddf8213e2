import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ABU_DHABI_AREAS } from '@/lib/areas';

export interface AreaAutocompleteProps extends Pick<AutocompleteProps, 'id' | 'label' | 'placeholder' | 'size' | 'styles'> {
  value: string;
  onChange(value: string): void;
  /** The caret of the plain input this replaces, when it had the focus: focus moves here with it. */
  focusAt?: { start: number | null; end: number | null };
}

/** The hero's area box with suggestions of every area, matched anywhere in the name. */
export default function AreaAutocomplete({ focusAt, ...props }: AreaAutocompleteProps) {
  const ref = useRef<HTMLInputElement>(null);
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
      data={ABU_DHABI_AREAS}
      filter={({ options, search }) => {
        const typed = search.trim().toLowerCase();
        return typed ? options.filter((o) => 'label' in o && o.label.toLowerCase().includes(typed)) : options;
      }}
      maxDropdownHeight={260}
    />
  );
}
