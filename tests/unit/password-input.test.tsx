import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from '@/components/password-input';
import { ar, en } from './i18n';

// The app's password field: its show button is named in the page's language, and the field says
// it is invalid while it shows an error (Mantine's own does neither).

const render = (i18n: I18n, error?: string) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <PasswordInput label="Password" error={error} />
      </MantineProvider>
    </I18nProvider>,
  );

describe('PasswordInput', () => {
  it.each([
    ['en', en, 'Show password'],
    ['ar', ar, 'إظهار كلمة المرور'],
  ] as const)('names its show button in the page language (%s)', (_, i18n, name) => {
    const markup = render(i18n);
    expect(/<button[^>]*aria-label="([^"]*)"/.exec(markup)?.[1]).toBe(name);
    expect(markup).not.toContain('Toggle password visibility');
  });

  it('is aria-invalid only while it shows an error', () => {
    expect(render(en, 'Password must be at least 8 characters')).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(render(en)).not.toMatch(/<input[^>]*aria-invalid="true"/);
  });
});
