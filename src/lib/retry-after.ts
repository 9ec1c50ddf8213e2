// The server's Retry-After on 429 and 503 answers, which supabase-js does not pass on: the app's
// fetch notes the newest one (the outbox sends one write at a time, and a sign-in is one request),
// and whoever classifies the failure just answered asks for it.

let retryAfter = { at: 0, ms: 0 };

/** Wraps fetch to note Retry-After on 429 and 503 answers. */
export const fetchNotingRetryAfter: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status === 429 || response.status === 503) {
    const seconds = Number(response.headers.get('retry-after'));
    if (Number.isFinite(seconds) && seconds > 0) retryAfter = { at: Date.now(), ms: seconds * 1000 };
  }
  return response;
};

/** The wait the last 429 or 503 asked for, when the failure with `status` is that answer (seen in the last 5 s). */
export function recentRetryAfter(status: number): number | undefined {
  return (status === 429 || status === 503) && Date.now() - retryAfter.at < 5000 ? retryAfter.ms : undefined;
}
