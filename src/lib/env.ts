import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from './map-tiles';

// Browser configuration. Defaults are the local emulator's URL and Supabase's public demo anon key,
// so a fresh checkout runs without an .env file; deployments set their own values at build time.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const env = {
  supabaseUrl: (import.meta.env.VITE_SUPABASE_URL as string | undefined) || LOCAL_SUPABASE_URL,
  supabaseAnonKey: (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_ANON_KEY,
  siteUrl: (import.meta.env.VITE_SITE_URL as string | undefined) || 'http://localhost:4173',
  /** Whether the Storage resizes images on request (Supabase plans with image transformations). */
  storageImageTransforms: import.meta.env.VITE_STORAGE_IMAGE_TRANSFORMS === 'true',
  /** The map's tiles: a Leaflet URL template ({z}/{x}/{y}, optional {s}) and its attribution (HTML). */
  mapTileUrl: (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || DEFAULT_MAP_TILE_URL,
  mapAttribution: (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) || DEFAULT_MAP_ATTRIBUTION,
};
