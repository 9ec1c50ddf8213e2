import { describe, expect, it, vi } from 'vitest';
import { renderGate, RenderGateBusy } from '@/server/render-gate';

// The app's server's cap on pages rendered at once (src/server/render-gate.ts).

/** A render that finishes when told to. */
function heldRender() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('page');
  });
  return { work: () => done, finish };
}

describe('renderGate', () => {
  it('renders up to its limit at once, and the next in line when one finishes', async () => {
    const run = renderGate({ concurrent: 2, queued: 4, waitMs: 10_000 });
    const [a, b, c] = [heldRender(), heldRender(), heldRender()];
    const third = vi.fn(c.work);
    const results = [run(a.work), run(b.work), run(third)];
    await Promise.resolve();
    expect(third).not.toHaveBeenCalled();
    a.finish();
    await results[0];
    await vi.waitFor(() => expect(third).toHaveBeenCalledOnce());
    b.finish();
    c.finish();
    await expect(Promise.all(results)).resolves.toEqual(['page', 'page', 'page']);
  });

  it('refuses at once when the line is full, and after waitMs in it', async () => {
    vi.useFakeTimers();
    try {
      const run = renderGate({ concurrent: 1, queued: 1, waitMs: 3000 });
      const held = heldRender();
      const running = run(held.work);
      const waiting = run(async () => 'late');
      await expect(run(async () => 'never')).rejects.toBeInstanceOf(RenderGateBusy);
      const refused = expect(waiting).rejects.toBeInstanceOf(RenderGateBusy);
      await vi.advanceTimersByTimeAsync(3000);
      await refused;
      held.finish();
      await expect(running).resolves.toBe('page');
      // Its turn freed, the next render runs at once.
      await expect(run(async () => 'next')).resolves.toBe('next');
    } finally {
      vi.useRealTimers();
    }
  });

  it('frees its turn when a render fails', async () => {
    const run = renderGate({ concurrent: 1, queued: 0, waitMs: 0 });
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'ok')).resolves.toBe('ok');
  });
});
