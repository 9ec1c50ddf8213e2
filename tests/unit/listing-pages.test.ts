import { describe, expect, it, vi } from 'vitest';
import { combinePages, type PageQuery } from '@/features/listings/components/listing-results';
import type { Property } from '@/features/listings/types';

const cards = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${from + i}` }) as Property);

/** A page's query as useQueries gives it, settled with `data`, or failed. */
function page(over: Partial<PageQuery>): PageQuery {
  return {
    data: undefined,
    isError: false,
    error: null,
    isFetching: false,
    isPending: false,
    fetchStatus: 'idle',
    isPlaceholderData: false,
    dataUpdatedAt: 1000,
    refetch: vi.fn(),
    ...over,
  } as PageQuery;
}

describe('the pages of a search as one list', () => {
  it('a refresh that failed under cards the page shows is not a failure to show', () => {
    // TanStack Query keeps the data of a query whose refresh failed, and calls it an error.
    const refreshFailed = page({ data: { items: cards(0, 24), count: 30 }, isError: true, error: new Error('offline') });
    const pages = combinePages([refreshFailed]);
    expect(pages.items).toHaveLength(24);
    expect(pages.isError).toBe(false);
    expect(pages.error).toBeNull();
    pages.refetch();
    expect(refreshFailed.refetch).not.toHaveBeenCalled();
  });

  it('a further page that failed is one, with its error and a retry', () => {
    const first = page({ data: { items: cards(0, 24), count: 30 } });
    const failed = page({ isError: true, error: new Error('boom') });
    const pages = combinePages([first, failed]);
    expect(pages.items).toHaveLength(24);
    expect(pages.isError).toBe(true);
    expect(pages.error?.message).toBe('boom');
    pages.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(first.refetch).not.toHaveBeenCalled();
  });
});

describe('an address asking for more pages than the search has', () => {
  it('ends at the short page, is not loading the pages after it, and says it is past the end', () => {
    const full = page({ data: { items: cards(0, 24), count: 30 } });
    const short = page({ data: { items: cards(24, 6), count: 30 } });
    // Pages after the end are never read: their queries stay pending and idle.
    const never = page({ isPending: true });
    const pages = combinePages([full, short, never, never]);
    expect(pages.items).toHaveLength(30);
    expect(pages.reachedEnd).toBe(true);
    expect(pages.pastEnd).toBe(true);
    expect(pages.isLoadingMore).toBe(false);
    expect(pages.hasMore).toBe(false);
  });

  it('is not past the end while the pages asked for are still arriving', () => {
    const full = page({ data: { items: cards(0, 24), count: 100 } });
    const pages = combinePages([full, page({ isPending: true, fetchStatus: 'fetching' })]);
    expect(pages.pastEnd).toBe(false);
    expect(pages.isLoadingMore).toBe(true);
  });
});
