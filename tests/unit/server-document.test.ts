import { describe, expect, it } from 'vitest';
import { prerenderedFile } from '../../scripts/prerender.ts';
import { createHash } from 'node:crypto';
import { appShellHtml, appStartScripts, EARLY_PRESS_SCRIPT, EARLY_PRESS_SCRIPT_HASH, languageAssets, pageHtml, routeAssets, START_APP_SCRIPT, START_APP_SCRIPT_HASH, unframedShell } from '@/server/document';
import { contentSecurityPolicy } from '@/server/security-headers';
import { splitRendered } from '@/server/render-page';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Manzil</title><link rel="modulepreload" crossorigin href="/assets/x.js"></head><body><div id="root"></div><noscript>Needs JS</noscript></body></html>';

describe('a rendered page as HTML', () => {
  it("puts the page's head tags in place of the shell's title, its markup in #root and its reads after it", () => {
    const { head, body } = splitRendered('<title>FAQs | Manzil</title><meta name="description" content="Answers"/><link rel="canonical" href="https://x/faqs"/><main><h1>FAQs</h1></main>');
    const html = pageHtml(SHELL, { head, body, afterRoot: '<script type="application/json" id="s">{}</script>', css: ['assets/faqs.css'], scripts: ['assets/faqs.js'], marker: 'server-rendered' });
    expect(html).toContain('<head><meta charset="UTF-8" /><title>FAQs | Manzil</title><meta name="description" content="Answers"/><link rel="canonical" href="https://x/faqs"/>');
    expect(html).not.toContain('<title>Manzil</title>');
    expect(html).toContain(`<script>${EARLY_PRESS_SCRIPT}</script><div id="root" data-server-rendered=""><main><h1>FAQs</h1></main></div><script type="application/json" id="s">{}</script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/faqs.css"><link rel="modulepreload" crossorigin href="/assets/faqs.js"></head>');
    // The page shows its content without JavaScript: the shell's note saying otherwise goes.
    expect(html).not.toContain('noscript');
    expect(html).toContain('<html data-mantine-color-scheme="light" lang="en">');
  });

  it("gives the page's stylesheets in its head, in their order, and marks each as in the page without fetching it", () => {
    const shell = SHELL.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="stylesheet" href="/assets/other.css"></head>');
    const styles = [
      { file: 'assets/index.css', text: 'body{margin:0}' },
      { file: 'assets/faqs.css', text: '.q{content:"</style><script>"}' },
    ];
    const html = pageHtml(shell, { head: '<title>T</title>', body: '<main></main>', styles, marker: 'server-rendered' });
    // Before the scripts' preloads, so the first paint waits on nothing the HTML does not hold.
    expect(html).toContain('<title>T</title><style>body{margin:0}\n.q{content:"<\\/style><script>"}</style><link rel="modulepreload"');
    // The shell's link to a sheet the page holds goes; one it does not hold stays.
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/other.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css" disabled><link rel="stylesheet" crossorigin href="/assets/faqs.css" disabled>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("preloads the fonts its stylesheets name, before them, each once", () => {
    const font = '@font-face{font-display:optional;src:url(/assets/plex-400.woff2) format("woff2")}@font-face{src:url("/assets/plex-700.woff2")}';
    const styles = [
      { file: 'assets/index.css', text: 'body{margin:0}' },
      { file: 'assets/arabic-font.css', text: `${font}${font}` },
    ];
    const html = pageHtml(SHELL, { head: '<title>T</title>', body: '<main></main>', styles, marker: 'server-rendered' });
    expect(html).toContain('<title>T</title><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/plex-400.woff2"><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/plex-700.woff2"><style>');
    expect(html.match(/rel="preload" as="font"/g)).toHaveLength(2);
    expect(pageHtml(SHELL, { head: '<title>T</title>', body: '<main></main>', styles: styles.slice(0, 1), marker: 'server-rendered' })).not.toContain('as="font"');
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    const html = pageHtml(SHELL, { head: "<title>Villa $& more $' | Manzil</title>", body: '<p>AED $1</p>', marker: 'server-rendered' });
    expect(html).toContain("<title>Villa $& more $' | Manzil</title>");
    expect(html).toContain('<p>AED $1</p>');
  });

  it('drops inline scripts (refused by the CSP) and keeps JSON-LD and JSON data', () => {
    const { body } = splitRendered('<title>T</title><main><script>scrollTo(0,0)</script><script type="application/ld+json">{"@type":"FAQPage"}</script><script type="application/json">{}</script></main>');
    expect(body).toBe('<main><script type="application/ld+json">{"@type":"FAQPage"}</script><script type="application/json">{}</script></main>');
  });

  it('notes an early press only on a page the app hydrates, with a script the CSP allows by its hash', () => {
    const page = { head: '<title>T</title>', body: '<main></main>' };
    expect(pageHtml(SHELL, { ...page, marker: 'server-rendered' })).toContain(`<script>${EARLY_PRESS_SCRIPT}</script>`);
    expect(pageHtml(SHELL, { ...page, marker: 'prerendered' })).not.toContain(EARLY_PRESS_SCRIPT);
    const hash = `'sha256-${createHash('sha256').update(EARLY_PRESS_SCRIPT).digest('base64')}'`;
    expect(EARLY_PRESS_SCRIPT_HASH).toBe(hash);
    const startHash = `'sha256-${createHash('sha256').update(START_APP_SCRIPT).digest('base64')}'`;
    expect(START_APP_SCRIPT_HASH).toBe(startHash);
    expect(contentSecurityPolicy('http://127.0.0.1:54321')).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')} ${startHash.replace(/[+/]/g, '\\$&')};`));
  });

  it("starts the app's scripts from the end of the page, after its first paint: the shell's entry and preloads, then the page's own", () => {
    const shell = SHELL.replace('</head>', '<script type="module" crossorigin src="/assets/index.js"></script></head>');
    const html = pageHtml(shell, { head: '<title>T</title>', body: '<main></main>', scripts: ['assets/faqs.js'], marker: 'server-rendered' });
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(`<script data-entry="/assets/index.js" data-preload="/assets/x.js /assets/faqs.js">${START_APP_SCRIPT}</script></body>`);
  });

  it('refuses a page that rendered no title', () => {
    expect(() => pageHtml(SHELL, { head: '', body: '<main>no head</main>', marker: 'prerendered' })).toThrow(/no <title>/);
  });

  it("links the routes' stylesheets (their lazily loaded parts' too) and preloads their code, not what the shell loads already", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/routes/__root.tsx': { file: 'assets/index.js' },
      'src/routes/articles/index.tsx?tsr-split=component': { file: 'assets/articles.js', imports: ['_shared.js', '_card.js'], dynamicImports: ['_form.js'], css: ['assets/articles.css'] },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
      '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
      'src/routes/property.$id.tsx?tsr-split=component---loader': { file: 'assets/property.js', css: ['assets/property.css'] },
      // Loaded only when the page fails: not preloaded.
      'src/routes/property.$id.tsx?tsr-split=errorComponent': { file: 'assets/property-error.js', css: ['assets/property-error.css'] },
    };
    expect(routeAssets(manifest, ['src/routes/__root.tsx', 'src/routes/articles/index.tsx'])).toEqual({ css: ['assets/articles.css', 'assets/card.css', 'assets/form.css'], scripts: ['assets/articles.js'] });
    expect(routeAssets(manifest, ['src/routes/__root.tsx', 'src/routes/property.$id.tsx'])).toEqual({ css: ['assets/property.css'], scripts: ['assets/property.js'] });
    expect(routeAssets(manifest, ['src/routes/__root.tsx', 'src/routes/nowhere.tsx'])).toEqual({ css: [], scripts: [] });
    expect(prerenderedFile('/articles/buyers-guide')).toBe('articles/buyers-guide.html');
    expect(prerenderedFile('/')).toBe('index.html');
  });

  it("preloads the stages the entry starts the app in, with their imports, and a route's chunk not again", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', dynamicImports: ['node_modules/react-dom/client.js', 'src/app/start.tsx'], css: ['assets/index.css'] },
      'node_modules/react-dom/client.js': { file: 'assets/client.js' },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['index.html', '_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/routes/faqs.tsx?tsr-split=component---loader': { file: 'assets/faqs.js', imports: ['_shared.js'] },
    };
    expect(appStartScripts(manifest).sort()).toEqual(['assets/client.js', 'assets/shared.js', 'assets/start.js']);
    expect(routeAssets(manifest, ['src/routes/__root.tsx', 'src/routes/faqs.tsx'])).toEqual({ css: [], scripts: ['assets/faqs.js'] });
  });

  it("frames the app shell: the page's header, the loading state in <main>, no footer; the shell's title and preloads stay", () => {
    const body = '<style data-mantine-styles="true">:root{}</style><header><a href="/buy">Buy</a></header><main id="main"><h1>Page not found</h1><script type="application/ld+json">{}</script></main><footer><a href="/faqs">FAQs</a></footer>';
    const html = appShellHtml(SHELL, body, '<div role="status">Loading</div>');
    expect(html).toContain('<div id="root" data-prerendered=""><style data-mantine-styles="true">:root{}</style><header><a href="/buy">Buy</a></header><main id="main"><div role="status">Loading</div></main></div>');
    expect(html).not.toMatch(/Page not found|<footer|ld\+json/);
    expect(html).toContain('<title>Manzil</title>');
    expect(html).toContain('modulepreload');
    // Building again over the same build starts from the shell as the build wrote it.
    expect(unframedShell(html)).toBe(SHELL);
    expect(unframedShell(SHELL)).toBe(SHELL);
    expect(() => appShellHtml(SHELL, '<div>no main</div>', '')).toThrow(/no <main>/);
  });
});

describe("a page's language", () => {
  const manifest = {
    'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
    'src/locales/ar/messages.po': { file: 'assets/messages-ar.js' },
    'src/i18n/arabic-font.css': { file: 'assets/arabic-font.css' },
  };

  it('preloads only its own messages, and only an Arabic page links the Arabic font', () => {
    expect(languageAssets(manifest, 'en')).toEqual({ css: [], scripts: ['assets/messages-en.js'] });
    expect(languageAssets(manifest, 'ar')).toEqual({ css: ['assets/arabic-font.css'], scripts: ['assets/messages-ar.js'] });
  });

  it('sets <html lang dir> to the page language', () => {
    const html = pageHtml('<!doctype html><html lang="en" dir="ltr"><head><title>x</title></head><body><div id="root"></div></body></html>', {
      head: '<title>T</title>',
      body: '<main></main>',
      marker: 'server-rendered',
      language: { lang: 'ar', dir: 'rtl' },
    });
    expect(html).toContain('<html data-mantine-color-scheme="light" lang="ar" dir="rtl">');
  });
});
