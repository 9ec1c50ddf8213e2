/**
 * The HTTP status a route's loader gives the page the server renders, returned as `status` in its
 * data: 404 (no such thing), 410 (gone for good) or 503 (its data could not be read). The server's
 * renderer reads it from every matched route and knows no route itself.
 */
export type PageStatus = 404 | 410 | 503;

/** The status a loader's data declares, if any. */
export function declaredStatus(loaderData: unknown): PageStatus | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('status' in loaderData)) return undefined;
  const { status } = loaderData;
  return status === 404 || status === 410 || status === 503 ? status : undefined;
}
