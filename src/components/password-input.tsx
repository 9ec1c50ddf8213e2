import { useLingui } from '@lingui/react/macro';
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Mantine's PasswordInput with its show/hide button named in the page's language (Mantine names it
 * in English), and aria-invalid on the input while it shows an error (Mantine leaves it off).
 */
export function PasswordInput({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useLingui();
  return (
    <MantinePasswordInput
      ref={ref}
      aria-invalid={props.error ? true : undefined}
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t`Show password`, ...props.visibilityToggleButtonProps }}
    />
  );
}
