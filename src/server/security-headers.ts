// The HTTP headers every answer of the app is sent with: the app's server (src/server/handler.ts)
// sends them, and the build writes them to dist/_headers, which Netlify and Cloudflare Pages read
// for a static deploy (other static hosts: copy them into the host's header rules, docs/deploying.md).

import { DEFAULT_MAP_TILE_URL, tileSource } from '../lib/map-tiles.ts';
import { EARLY_PRESS_SCRIPT_HASH, START_APP_SCRIPT_HASH } from './document.ts';

/** Where Stripe Checkout lives; the app only redirects there, or frames it. */
const PAYMENT_ORIGINS = ['https://checkout.stripe.com'];

/** The privacy-enhanced video players a listing's tour plays in, framed only once the visitor presses play. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * A Content-Security-Policy that allows only the app's own origin, the Supabase project, the
 * map's tile server (images, and the service worker's fetches that keep them), the payment
 * provider and the video players. Scripts only from the app's files, plus the one inline script
 * that notes an early press (allowed by its hash): JSON-LD blocks are data, not scripts, so they
 * need no exception. Styles allow inline because Mantine sets CSS variables and style attributes
 * at run time.
 */
export function contentSecurityPolicy(supabaseUrl: string, mapTileUrl = DEFAULT_MAP_TILE_URL): string {
  const supabase = new URL(supabaseUrl).origin;
  const tiles = tileSource(mapTileUrl);
  const tileSources = tiles ? [tiles] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_PRESS_SCRIPT_HASH, START_APP_SCRIPT_HASH],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', supabase, ...tileSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", supabase, ...tileSources],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': [...PAYMENT_ORIGINS, ...VIDEO_FRAME_ORIGINS],
    'form-action': ["'self'", ...PAYMENT_ORIGINS],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(supabaseUrl: string, mapTileUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, mapTileUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/** The same headers in the `_headers` file format of Netlify and Cloudflare Pages. */
export function headersFile(supabaseUrl: string, mapTileUrl?: string): string {
  const lines = Object.entries(securityHeaders(supabaseUrl, mapTileUrl)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
