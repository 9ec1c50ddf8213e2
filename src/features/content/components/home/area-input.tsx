import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import type { AreaAutocompleteProps } from './area-autocomplete';

const COMMON = { id: 'home-area', size: 'md', styles: { label: { color: 'white' } } } as const;

/**
 * The hero's area box. Its suggestions (Mantine's Combobox and floating-ui, about 25 KiB gzip)
 * are not needed to paint the home page, so it starts as a plain text box and becomes the
 * suggesting one when the page is idle or the box is first used, keeping the text, the focus and
 * the caret. If the suggestions never load (offline before they were fetched), the plain box
 * still searches.
 */
export function AreaInput({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useLingui();
  const common = { ...COMMON, label: t`Area or community`, placeholder: t`e.g. Al Reem Island` };
  const [upgrade, setUpgrade] = useState<{ Suggesting: ComponentType<AreaAutocompleteProps>; focusAt?: AreaAutocompleteProps['focusAt'] } | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    import('./area-autocomplete').then(
      (module) => {
        const input = plain.current;
        const focusAt = input && document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : undefined;
        setUpgrade({ Suggesting: module.default, focusAt });
      },
      () => (requested.current = false),
    );
  };
  useEffect(() => whenIdle(load), []);

  if (upgrade) return <upgrade.Suggesting {...common} value={value} onChange={onChange} focusAt={upgrade.focusAt} />;
  return <TextInput ref={plain} {...common} autoComplete="off" value={value} onChange={(event) => onChange(event.currentTarget.value)} onFocus={load} />;
}
