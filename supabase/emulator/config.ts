import { authConfig } from './project-config.ts';

// Conventions shared with `supabase start`, so the two can be swapped.
// These keys are Supabase's public local demo values: only for local use.
export const API_PORT = Number(process.env.EMULATOR_PORT ?? 54321);
export const INBOX_PORT = Number(process.env.INBOX_PORT ?? 54324);
export const JWT_SECRET =
  process.env.JWT_SECRET ?? 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Access tokens live an hour, like GoTrue's default (well above the client's 90 s refresh margin). */
export const ACCESS_TOKEN_TTL_SECONDS = Number(process.env.ACCESS_TOKEN_TTL ?? authConfig.jwtExpirySeconds);
/** Largest request body any endpoint accepts (storage objects are capped lower by their bucket). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Largest JSON body the REST and auth APIs accept. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
