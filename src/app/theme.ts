import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Teal reads as calm and premium. Shade 9 keeps links and filled buttons at WCAG AA contrast
// (4.5:1) on white, which shade 8 does not.
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 6 },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- font names, not words
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Suggestion lists exist only while open. Mantine keeps them mounted (hidden) by default, and
    // each one then renders all its options and positions itself on mount, which forced style
    // work on the main thread in the first render of every page with a search form. (A plain
    // object rather than Autocomplete.extend: that would pull the component into every page.)
    Autocomplete: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});

/**
 * Mantine's default "dimmed" grey is about 3.3:1 on white; gray.7 is well above 4.5:1. Text of
 * light variants (badges, light buttons, alert titles) is darkened likewise for every colour.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(t.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9), black 35%)`,
      ]),
    ),
  },
  dark: {},
});
