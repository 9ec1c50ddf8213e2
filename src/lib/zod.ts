import { z } from 'zod';

// Every schema comes from here, so this runs before any is made. zod compiles object parsers with
// `new Function` when it can, and probes for that once; the site's Content-Security-Policy
// forbids eval, so the probe fails (zod then parses without compiling) but the browser still
// reports a CSP violation on every page that loads a form. jitless skips the probe.
z.config({ jitless: true });

export { z };
