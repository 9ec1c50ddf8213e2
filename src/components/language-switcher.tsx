import { useLingui } from '@lingui/react';
import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { AfterHydration } from './after-hydration';
import { chosenLocale, offeredLocale, rememberLocale, rememberScrollFor } from '@/i18n/choice';
import { directionOf, LOCALE_NAMES, localeOf, localizedHref, type Locale } from '@/i18n/locales';

/** The page's language: what the current address says. */
function usePageLocale(): Locale {
  const { i18n } = useLingui();
  return localeOf(i18n);
}

/** The same page, with its filters, in the other language. */
function useOtherLanguageHref(): { other: Locale; href: string } {
  const locale = usePageLocale();
  const location = useLocation();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return { other, href: localizedHref(location.href, other) };
}

/**
 * The same page in the other language: a plain link (it works before the app has started), which
 * remembers the choice on this device and where the visitor was on the page.
 */
export function LanguageSwitcher({ onSwitch }: { onSwitch?(): void }) {
  const { other, href } = useOtherLanguageHref();
  const choose = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    rememberLocale(other);
    rememberScrollFor(href, window.scrollY);
    onSwitch?.();
  };
  return (
    <Anchor href={href} lang={other} hrefLang={other} onClick={choose} c="dark.8" fw={500} data-testid="language-switcher">
      {LOCALE_NAMES[other]}
    </Anchor>
  );
}

// The offer is written in the language it offers, which is not the page's: its words cannot come
// from the page's catalogue (only the page's language is loaded), so they are here, in both.
/* eslint-disable lingui/no-unlocalized-strings */
const OFFER_WORDS: Record<Locale, { text: string; action: string; close: string }> = {
  ar: { text: 'هذه الصفحة متوفرة باللغة العربية.', action: 'عرض بالعربية', close: 'إغلاق' },
  en: { text: 'This page is also in English.', action: 'View in English', close: 'Close' },
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * On a first visit, when the browser prefers the other language, offers this page in it. Never a
 * redirect: shared links and crawlers get the language their address names. Once the visitor
 * has chosen (either way), it is not offered again on this device.
 */
export function LanguageOffer() {
  // The device's choice and the browser's languages are known only in the browser, after hydration.
  return (
    <AfterHydration fallback={null}>
      <Offer />
    </AfterHydration>
  );
}

function Offer() {
  const locale = usePageLocale();
  const { other, href } = useOtherLanguageHref();
  const [offer, setOffer] = useState(() => chosenLocale() === null && offeredLocale(navigator.languages, locale) === other);
  if (!offer) return null;
  const dismiss = () => {
    rememberLocale(locale);
    setOffer(false);
  };
  return (
    // Over the top of the page, under the header, rather than in its flow: shown once the app has
    // started, it would otherwise push the whole page down under the visitor's eyes.
    <Paper withBorder radius={0} px="md" py={6} role="region" aria-label={LOCALE_NAMES[other]} lang={other} dir={directionOf(other)} bg="teal.0" shadow="sm" pos="absolute" top="100%" left={0} right={0} style={{ zIndex: 150 }}>
      <Group justify="center" gap="xs">
        <Text size="sm">{OFFER_WORDS[other].text}</Text>
        <Button component="a" href={href} size="compact-sm" onClick={() => rememberLocale(other)}>
          {OFFER_WORDS[other].action}
        </Button>
        <CloseButton size="sm" onClick={dismiss} aria-label={OFFER_WORDS[other].close} />
      </Group>
    </Paper>
  );
}
