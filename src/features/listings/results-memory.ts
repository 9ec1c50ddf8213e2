import { useHydrating } from '@/lib/hydration';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';

// The last list of results this tab showed (/search-results, /buy or /rent with its filters,
// sort and pages) and how far down it was scrolled, so a property page's 'Back to results'
// returns to exactly that view. Kept in sessionStorage: per tab, survives a reload of the
// property page, gone with the tab.

const STORAGE_KEY = 'manzil:last-results';

export interface ResultsMemory {
  /** Path and query string of the results, e.g. '/search-results?location=Yas+Island&page=2'. */
  href: string;
  scrollY: number;
  /** The results' entry in this tab's history: the property page opened from it is the next one. */
  historyIndex: number;
  /** Scroll back to scrollY when the results next render (set when going back to them). */
  restore?: boolean;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readResultsMemory(): ResultsMemory | null {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as ResultsMemory | null;
    return value && typeof value.href === 'string' && value.href.startsWith('/') ? value : null;
  } catch {
    return null;
  }
}

function writeResultsMemory(memory: ResultsMemory) {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or blocked: Back to results falls back to the plain search page.
  }
}

function historyIndex(router: ReturnType<typeof useRouter>): number {
  return Number(router.history.location.state.__TSR_index ?? 0);
}

/**
 * On a results page: remembers its address and scroll position as the user scrolls, and once
 * its cards are shown (`ready`) after a 'Back to results', scrolls back to where the user was.
 * The address is built from the page's own path and search, not the router's current location,
 * which already points at the next page while this one is leaving.
 */
export function useResultsMemory(path: string, search: object, ready: boolean) {
  const router = useRouter();
  // The results pages' search types differ and the path is a plain string here: only the href is needed.
  const href = router.buildLocation({ to: path, search: search as never }).href;

  useEffect(() => {
    if (!ready) return;
    const memory = readResultsMemory();
    if (memory?.restore && memory.href === href) {
      window.scrollTo({ top: memory.scrollY, behavior: 'instant' });
    }
    let frame = 0;
    let active = true;
    const save = () => {
      frame = 0;
      // Leaving for another page: its scroll reset is not this page's position.
      if (!active || router.state.location.pathname !== path) return;
      writeResultsMemory({ href, scrollY: Math.round(window.scrollY), historyIndex: historyIndex(router) });
    };
    // Only scrolling records the position: by the time this page unmounts, the next page may
    // already have reset the scroll to the top.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    // The results are recorded at once (a property opened straight away finds its way back), their
    // scroll position once the page is idle: reading it right after the cards are rendered would make
    // the browser lay the whole new page out there and then, in the middle of the page's busiest task.
    if (!memory?.restore || memory.href !== href) {
      writeResultsMemory({ href, scrollY: memory?.href === href ? memory.scrollY : 0, historyIndex: historyIndex(router) });
      whenIdle(save);
    } else writeResultsMemory({ ...memory, restore: false, historyIndex: historyIndex(router) });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      active = false;
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [href, path, ready, router]);
}

/**
 * 'Back to results' from a property page: the results this tab last showed, at the same place.
 * Straight back through history when the property was opened from them (the browser's own
 * back, so history stays as the user expects); otherwise opened afresh at the saved position.
 * `null` when this tab has shown no results.
 */
export function useBackToResults(): { href: string; cameFromResults: boolean; goBack(): void } | null {
  const router = useRouter();
  // The session's memory is the browser's: hydrating, the link is the server's plain one.
  const hydrating = useHydrating();
  const memory = hydrating ? null : readResultsMemory();
  if (!memory) return null;
  const cameFromResults = historyIndex(router) === memory.historyIndex + 1;
  return {
    href: memory.href,
    cameFromResults,
    goBack: () => {
      writeResultsMemory({ ...memory, restore: true });
      if (cameFromResults) router.history.back();
      else void router.navigate({ href: memory.href, resetScroll: false });
    },
  };
}
