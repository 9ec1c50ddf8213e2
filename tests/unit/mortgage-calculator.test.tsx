import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MortgageCalculator } from '@/features/listings/detail/mortgage-calculator';
import { ar, en } from './i18n';

// The mortgage estimate's controls, as the server renders them: every button has a name.

const render = (i18n: I18n) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <MortgageCalculator price={2_000_000} offPlan={false} />
      </MantineProvider>
    </I18nProvider>,
  );

/** Every <button>'s name: its aria-label, else its text. */
const buttonNames = (markup: string) =>
  [...markup.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attributes, content]) =>
    (/aria-label="([^"]*)"/.exec(attributes)?.[1] ?? content.replace(/<[^>]+>/g, '')).trim(),
  );

describe('the mortgage estimate', () => {
  it.each([
    ['en', en, ['Increase interest rate', 'Decrease interest rate', 'Increase term', 'Decrease term']],
    ['ar', ar, ['رفع نسبة الفائدة', 'خفض نسبة الفائدة', 'إطالة المدة', 'تقصير المدة']],
  ] as const)('names every up and down button (%s)', (_, i18n, steppers) => {
    const names = buttonNames(render(i18n));
    expect(names).toEqual(expect.arrayContaining([...steppers]));
    for (const name of names) expect(name).not.toBe('');
    // None is hidden from assistive technology, as Mantine's own are.
    expect(render(i18n)).not.toMatch(/<button[^>]*aria-hidden="true"/);
  });

  it('keeps the term within its bounds: up is off at the longest term', () => {
    const term = /<button[^>]*aria-label="Increase term"[^>]*>/.exec(render(en))?.[0];
    expect(term).toMatch(/disabled=""/);
    expect(/<button[^>]*aria-label="Decrease term"[^>]*>/.exec(render(en))?.[0]).not.toMatch(/disabled=""/);
  });
});
