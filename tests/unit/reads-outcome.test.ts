import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { readsOutcome } from '@/server/render-page';

// How a server-rendered page's reads went decides its status (src/server/render-page.tsx): a read
// the API refused as asked wrongly is the address's fault (400), any other failure ours (503).

async function clientWith(...outcomes: (AppError | 'ok')[]): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    outcomes.map((outcome, i) =>
      client
        .fetchQuery({ queryKey: ['read', i], queryFn: async () => (outcome === 'ok' ? 'data' : Promise.reject(outcome)) })
        .catch(() => undefined),
    ),
  );
  return client;
}

describe('readsOutcome', () => {
  it('is ok when every read answered', async () => {
    expect(readsOutcome(await clientWith('ok', 'ok'))).toBe('ok');
  });

  it('is refused when the only failures are the API saying the read was asked wrongly (400)', async () => {
    expect(readsOutcome(await clientWith('ok', new AppError('The minimum size is more than the maximum size', { status: 400, code: '22023' })))).toBe('refused');
  });

  it('is failed for an outage, a timeout, a rate limit, a refused key, or a refusal beside any of them', async () => {
    for (const status of [0, 401, 408, 429, 500, 503]) expect(readsOutcome(await clientWith(new AppError('x', { status }))), String(status)).toBe('failed');
    expect(readsOutcome(await clientWith(new AppError('x', { status: 400 }), new AppError('y', { status: 503 })))).toBe('failed');
  });

  it('is failed while a read has not answered', () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    expect(readsOutcome(client)).toBe('failed');
  });
});
