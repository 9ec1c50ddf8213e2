import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * What the header offers: the browser's own install dialog ('prompt'), directions for iOS
 * Safari, which has no install event and installs only from its Share menu ('ios-hint'), or
 * nothing (already installed or running as the installed app, or a browser that cannot install).
 */
export type InstallOffer = 'prompt' | 'ios-hint' | null;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let listening = false;
const subscribers = new Set<() => void>();

function emit() {
  for (const notify of subscribers) notify();
}

// One query object for the page's life: the install offer is read on every render of the header's
// install button, and each matchMedia call parses the query anew.
let standaloneQuery: MediaQueryList | null = null;
const standaloneDisplay = () => (standaloneQuery ??= window.matchMedia('(display-mode: standalone)'));

function isStandalone() {
  return standaloneDisplay().matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch), in Safari itself. */
function isIosSafari() {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  // Chrome, Firefox, Edge and in-app browsers on iOS: their menus differ from Safari's.
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

/**
 * Starts listening for the browser's install events. Called once at start-up
 * (src/offline/pwa.ts), because `beforeinstallprompt` may fire before the header first renders.
 */
export function listenForInstall() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // An offer the page's inline script kept before this ran (EARLY_PRESS_SCRIPT, src/server/document.ts).
  const early = (window as { manzilInstallPrompt?: BeforeInstallPromptEvent }).manzilInstallPrompt;
  if (early) deferred = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the event for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
  standaloneDisplay().addEventListener('change', emit);
}

function currentOffer(): InstallOffer {
  if (installed || isStandalone()) return null;
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios-hint' : null;
}

/**
 * Opens the browser's install dialog. An event can show its dialog only once, so the offer goes
 * now; if the user dismisses it the browser may fire `beforeinstallprompt` again later.
 */
export async function promptInstall() {
  const event = deferred;
  if (!event) return;
  deferred = null;
  emit();
  try {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') {
      installed = true;
      emit();
    }
  } catch {
    // The browser would not show its dialog (e.g. this event's was shown already): nothing to do.
  }
}

function subscribe(notify: () => void) {
  listenForInstall();
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

/** The install offer to show now; updates when the browser's install events fire. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => null);
}
