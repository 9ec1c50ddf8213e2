import { AuthApiError, createClient, FunctionsFetchError, FunctionsHttpError, PostgrestError, StorageApiError } from '@supabase/supabase-js';
import { onlineManager, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, appErrorFrom, hasErrorCode, isNetworkError, LOAD_FAILED_MESSAGE, NO_ANSWER_MESSAGE, type Message } from '@/lib/errors';
import { activateShared } from './i18n';
import { classifyFailure } from '@/offline/outbox-sender';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { createQueryClient, loadQuery, LOADER_WAIT_MS } = await import('@/app/query-client');

/** A supabase-js client whose every request gets this answer (or this failure of fetch). */
function clientAnswering(answer: () => Promise<Response>) {
  return createClient('http://127.0.0.1:1', 'anon-key', { global: { fetch: answer }, auth: { persistSession: false, autoRefreshToken: false } });
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('appErrorFrom keeps the code and status of every kind of supabase-js failure', () => {
  it('PostgREST: the SQLSTATE or PGRST code, and the status of the result', async () => {
    const client = clientAnswering(async () => json(500, { code: 'XX000', message: 'boom', details: null, hint: null }));
    const { error, status } = await client.from('properties').select('id');
    const appError = appErrorFrom(error, { status });
    expect(appError).toBeInstanceOf(AppError);
    expect(appError).toMatchObject({ message: 'boom', code: 'XX000', status: 500 });
    expect(appError.cause).toBe(error);
    expect(hasErrorCode(appError, 'XX000')).toBe(true);
    expect(isNetworkError(appError)).toBe(false);

    const conflict = appErrorFrom(new PostgrestError({ message: 'duplicate key value', details: '', hint: '', code: '23505' }), { status: 409 });
    expect(conflict).toMatchObject({ code: '23505', status: 409 });
  });

  it('PostgREST without an answer: status 0, a message about the connection', async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    // Without supabase-js's own retries of a failed GET, which only make the test slow.
    const { error, status } = await client.from('properties').select('id').retry(false);
    const appError = appErrorFrom(error, { status });
    expect(appError).toMatchObject({ status: 0, message: NO_ANSWER_MESSAGE, code: undefined });
    expect(isNetworkError(appError)).toBe(true);
  });

  it('a TypeError thrown by fetch is no answer', () => {
    expect(appErrorFrom(new TypeError('Failed to fetch'))).toMatchObject({ status: 0, message: NO_ANSWER_MESSAGE });
  });

  it('Storage: the status, and statusCode as the code unless it only repeats the status', () => {
    expect(appErrorFrom(new StorageApiError('The resource already exists', 409, 'Duplicate'))).toMatchObject({ status: 409, code: 'Duplicate' });
    expect(appErrorFrom(new StorageApiError('Object not found', 404, '404'))).toMatchObject({ status: 404, code: undefined, message: 'Object not found' });
  });

  it("Functions: the answer's status, and a message read from its body", () => {
    const error = new FunctionsHttpError(json(503, { error: 'Payments are not set up' }));
    expect(appErrorFrom(error, { message: 'Payments are not set up' })).toMatchObject({ status: 503, message: 'Payments are not set up' });
    expect(appErrorFrom(new FunctionsFetchError(new TypeError('Failed to fetch')))).toMatchObject({ status: 0, message: NO_ANSWER_MESSAGE });
  });

  it('Auth: status and code', () => {
    expect(appErrorFrom(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('an AppError passes through unchanged; an empty code is no code', () => {
    const original = new AppError('Gone', { status: 404, code: 'PGRST116' });
    expect(appErrorFrom(original)).toBe(original);
    expect(new AppError('x', { code: '' }).code).toBeUndefined();
    expect(new AppError('x').status).toBeUndefined();
  });
});

describe('one converter for reads and queued writes', () => {
  it('keeps status, code and Retry-After', () => {
    const error = new AppError('Slow down', { status: 429, code: 'PT429', retryAfterMs: 60_000 });
    expect(error).toMatchObject({ message: 'Slow down', status: 429, code: 'PT429', retryAfterMs: 60_000 });
  });

  it('a failed send is no answer (retried by the outbox); refusals keep their codes', () => {
    expect(appErrorFrom({ message: 'TypeError: Failed to fetch', code: '' }, { status: 0 })).toMatchObject({ status: 0, code: undefined });
    expect(classifyFailure(appErrorFrom({ message: 'TypeError: Failed to fetch' }, { status: 0 }))).toBe('retry');
    expect(appErrorFrom({ message: 'new row violates row-level security policy', code: '42501' }, { status: 403 })).toMatchObject({ status: 403, code: '42501' });
    expect(appErrorFrom(new StorageApiError('Invalid JWT', 400, 'InvalidJWT'))).toMatchObject({ status: 400 });
    // A storage error that names its status is the server's refusal, not a lost connection retried for ever.
    const tooLarge = appErrorFrom({ message: 'The object exceeded the maximum allowed size', statusCode: 'EntityTooLarge' });
    expect(tooLarge).toMatchObject({ status: 400, code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' });
    expect(classifyFailure(tooLarge)).toBe('stop');
    expect(appErrorFrom({ message: 'Not found', statusCode: '404' })).toMatchObject({ status: 404 });
  });
});

describe('the query client', () => {
  afterEach(() => {
    show.mockClear();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  const failing = (key: string, errorMessage?: Message) =>
    queryOptions({
      queryKey: [key],
      queryFn: async (): Promise<string> => {
        throw new AppError('boom', { status: 500, code: 'XX000' });
      },
      retry: false,
      meta: errorMessage ? { errorMessage } : undefined,
    });

  it("shows a failed read's toast from its meta, once per message", async () => {
    // Toasts are worded by Lingui's shared I18n, the page's (activated as app/start.tsx does).
    await activateShared('en');
    const client = createQueryClient();
    await Promise.allSettled([client.fetchQuery(failing('a', LOAD_FAILED_MESSAGE)), client.fetchQuery(failing('b', 'Failed to load data'))]);
    await Promise.resolve();
    expect(show).toHaveBeenCalledTimes(2);
    // The same id: Mantine shows a notification of one id once while it is on screen.
    expect(new Set(show.mock.calls.map(([n]) => (n as { id: string }).id))).toEqual(new Set(['load-error:Failed to load data']));
    expect(show.mock.calls[0][0]).toMatchObject({ message: 'Failed to load data', color: 'red' });
  });

  it("words a failed read's toast in the page's language, once its messages are in", async () => {
    await activateShared('ar');
    const client = createQueryClient();
    await client.fetchQuery(failing('ar', LOAD_FAILED_MESSAGE)).catch(() => undefined);
    await Promise.resolve();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0][0]).toMatchObject({ title: 'خطأ', message: 'تعذّر تحميل البيانات' });
    await activateShared('en');
  });

  it('shows nothing when a refresh fails under data the page still shows', async () => {
    const client = createQueryClient();
    client.setQueryData(['kept'], 'kept copy');
    await client.fetchQuery({ ...failing('kept', 'Failed to load properties'), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryData(['kept'])).toBe('kept copy');
    expect(show).not.toHaveBeenCalled();
  });

  it('shows nothing for a query that reports its own failure', async () => {
    const client = createQueryClient();
    await client.fetchQuery(failing('c')).catch(() => undefined);
    expect(show).not.toHaveBeenCalled();
  });

  it('loadQuery: data when the read succeeds, undefined when it fails', async () => {
    const client = createQueryClient();
    expect(await loadQuery(client, queryOptions({ queryKey: ['ok'], queryFn: async () => 'data' }))).toBe('data');
    expect(await loadQuery(client, failing('d'))).toBeUndefined();
  });

  it('loadQuery: offline it does not wait for a read that would pause', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    // Mounted, as the app's provider does, so paused reads resume when the connection returns.
    client.mount();
    const queryFn = vi.fn(async () => 'data');
    expect(await loadQuery(client, queryOptions({ queryKey: ['offline'], queryFn }))).toBeUndefined();
    // The read is started, paused, and runs once the connection returns.
    expect(client.getQueryState(['offline'])?.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(client.getQueryData(['offline'])).toBe('data'));
    client.unmount();
  });

  it('loadQuery: a slow read stops holding the page after LOADER_WAIT_MS', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const pending = loadQuery(client, queryOptions({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) }));
    await vi.advanceTimersByTimeAsync(LOADER_WAIT_MS);
    expect(await pending).toBeUndefined();
  });
});
