// The map's tile source. Kept apart from env.ts (which reads import.meta.env) so the build's
// config and the server can name the tile origin in the Content-Security-Policy.

/** OpenStreetMap's standard tiles: the default for production (their usage policy asks for the attribution below). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// eslint-disable-next-line lingui/no-unlocalized-strings -- OpenStreetMap's attribution, as their licence asks for it
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The CSP source of a tile URL template: its origin ('https://tile.example.com'), a wildcard for
 * a `{s}` subdomain template, or nothing for a template on the app's own origin ('/tiles/...').
 */
export function tileSource(template: string): string | null {
  if (template.startsWith('/')) return null;
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  return `${match[1]}://${host}`;
}
