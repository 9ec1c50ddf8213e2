import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, readStateOf, type QueryStateResult } from '@/components/query-state';
import { AppError, LOAD_FAILED_MESSAGE, type Message } from '@/lib/errors';
import { ar, en } from './i18n';

type Read = QueryStateResult<string[]>;
const read = (state: Partial<Read>): Read => ({ data: undefined, isError: false, error: null, isFetching: false, fetchStatus: 'idle', refetch: vi.fn(), ...state });
const failed = new AppError('boom', { status: 500 });

describe('the order of a read’s states', () => {
  it('shows data whenever there is some, even when a refresh failed or waits for the connection', () => {
    expect(readStateOf(read({ data: [] }), true)).toBe('data');
    expect(readStateOf(read({ data: ['a'], isError: true, error: failed }), true)).toBe('data');
    expect(readStateOf(read({ data: ['a'], isError: true, error: failed }), false)).toBe('data');
    expect(readStateOf(read({ data: ['a'], fetchStatus: 'paused' }), false)).toBe('data');
  });

  it('is offline when nothing is kept and the read waits for a connection, or failed without one', () => {
    expect(readStateOf(read({ fetchStatus: 'paused' }), false)).toBe('offline');
    expect(readStateOf(read({ isError: true, error: failed }), false)).toBe('offline');
    expect(readStateOf(read({ isError: true, error: failed, fetchStatus: 'paused' }), true)).toBe('offline');
  });

  it('is a failure online, and loading otherwise', () => {
    expect(readStateOf(read({ isError: true, error: failed }), true)).toBe('error');
    expect(readStateOf(read({ isError: true, error: failed, fetchStatus: 'fetching' }), true)).toBe('error');
    expect(readStateOf(read({ fetchStatus: 'fetching' }), true)).toBe('loading');
    expect(readStateOf(read({}), false)).toBe('loading');
  });
});

describe('QueryState', () => {
  const render = (query: Read, extra: { errorMessage?: Message; renderError?: (error: React.ReactNode) => React.ReactNode } = {}, i18n: I18n = en) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <QueryState query={query} offline={<p>offline</p>} loading={<p>loading</p>} {...extra}>
            {(data) => <p>{data.length === 0 ? 'nothing' : data.join(',')}</p>}
          </QueryState>
        </MantineProvider>
      </I18nProvider>,
    );

  it('renders the data, the loading state, and a failure as an alert with Try again', () => {
    expect(render(read({ data: ['a', 'b'] }))).toContain('<p>a,b</p>');
    expect(render(read({ data: [] }))).toContain('<p>nothing</p>');
    expect(render(read({ fetchStatus: 'fetching' }))).toContain('<p>loading</p>');
    expect(render(read({ fetchStatus: 'paused' }))).toContain('<p>offline</p>');
    const error = render(read({ isError: true, error: failed }));
    expect(error).toContain('role="alert"');
    expect(error).toContain('Failed to load data');
    expect(error).toContain('Try again');
    expect(error).not.toContain('nothing');
  });

  it('says what failed when the page names it, and lets the page frame the failure', () => {
    const named = render(read({ isError: true, error: failed }), { errorMessage: 'Failed to load agent profile' });
    expect(named).toContain('Failed to load agent profile');
    expect(named).not.toContain('Failed to load data');
    const framed = render(read({ isError: true, error: failed }), { renderError: (e) => <section>Email: a@b.co{e}</section> });
    expect(framed).toMatch(/<section>Email: a@b.co<div[^>]*role="alert"/);
  });

  it('keeps the one text of a failed read', () => {
    expect(en._(LOAD_FAILED_MESSAGE)).toBe('Failed to load data');
  });

  it('shows a query’s message (its meta.errorMessage) in the page’s language', () => {
    const failedRead = read({ isError: true, error: failed });
    const arabic = render(failedRead, {}, ar);
    expect(arabic).toContain('تعذّر تحميل البيانات');
    expect(arabic).toContain('حاول مرة أخرى');
    expect(arabic).not.toContain('Failed to load data');
    const named = msg`Failed to load property details`;
    expect(render(failedRead, { errorMessage: named }, en)).toContain('Failed to load property details');
    const namedArabic = render(failedRead, { errorMessage: named }, ar);
    expect(namedArabic).toContain(ar._(named));
    expect(ar._(named)).not.toBe('Failed to load property details');
  });
});
