/**
 * Whether `path` can be a path of this site's: it starts with one '/', and has no empty segment
 * and no backslash. '//evil.test' is not one: a browser sent there would leave the site, so
 * the server never redirects to such a path, and never renders one.
 */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.includes('//') && !path.includes('\\');
}
