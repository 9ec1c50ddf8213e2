// The HTML documents the server answers with and the build writes, made from the shell the client
// build wrote (its index.html, kept as app.html: the app's scripts and an empty #root) and a page
// rendered by render-page.tsx. No imports: the build's scripts use these too.

/** The build's manifest entries this file reads (Vite's .vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Notes the last button pressed on a server-rendered page from its first paint, before the app's
 * scripts have run: a press then would otherwise do nothing at all. The app presses it again once
 * it has hydrated the page (src/app/early-input.ts). It also keeps the browser's offer to install
 * the app, should it come before the app's scripts (src/offline/install.ts). Inline, so it runs
 * before anything can be pressed; the Content-Security-Policy allows exactly this text by its hash.
 */
export const EARLY_PRESS_SCRIPT =
  "addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b)window.manzilEarlyPress=b},true);addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.manzilInstallPrompt=e})";
/** The CSP source of EARLY_PRESS_SCRIPT: its SHA-256 (a unit test checks it against the text). */
export const EARLY_PRESS_SCRIPT_HASH = "'sha256-ISEwdxSygORXUDa08/i1Jf2aqzxXlFZJTgR/DRxKZ0A='";

/**
 * Starts the app once the browser has shown the page: the shell's module script and the preloads
 * of the code the page needs, which the page names on this script's element (`data-entry`,
 * `data-preload`). In the head they would be fetched before the first paint, sharing a slow
 * connection with the page's largest photo; the page needs none of them to show. It waits for the
 * browser's paint entry (the frame on screen), not the next animation frame, which comes before
 * that frame is drawn: a page that took long to draw (an Arabic property page, shaping its text)
 * had its scripts loading and running before it was seen. Without paint timing, the next frame;
 * a page loaded out of sight (no frames until shown) starts at once, and any page within three
 * seconds. The Content-Security-Policy allows exactly this text by its hash.
 */
export const START_APP_SCRIPT =
  "(function(s){var started=0;function start(){if(started)return;started=1;var h=document.head;(s.dataset.preload||'').split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.dataset.entry;h.appendChild(e)}function soon(){setTimeout(start,0)}var P=window.PerformanceObserver;if(document.visibilityState==='hidden')soon();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){o.disconnect();soon()}).observe({type:'paint',buffered:true});else requestAnimationFrame(soon);setTimeout(start,3000)})(document.currentScript)";
/** The CSP source of START_APP_SCRIPT: its SHA-256 (a unit test checks it against the text). */
export const START_APP_SCRIPT_HASH = "'sha256-q5+JumYcmKnqQ2mWjRV0XcYwDtAZDbYqDm6Tpejgz+k='";

/**
 * The manifest key of a route file's page chunk: the part the router's code splitting moves out
 * of the route tree (the component, with the loader in the same chunk: vite.config.ts), keyed
 * `<file>?tsr-split=<parts joined by --->`. Undefined for a route with no such chunk.
 */
export function routePageChunk(manifest: Manifest, file: string): string | undefined {
  const prefix = `${file}?tsr-split=`;
  return Object.keys(manifest).find((key) => key.startsWith(prefix) && key.slice(prefix.length).split('---').includes('component'));
}

/**
 * The chunks the app starts with, as manifest keys: the entry (main.tsx) and what it imports, at
 * once or in its stages (`import()`), each with its static imports. A page preloads all of them.
 */
export function appStartChunks(manifest: Manifest): Set<string> {
  const chunks = new Set<string>();
  const add = (key: string) => {
    if (!manifest[key] || chunks.has(key)) return;
    chunks.add(key);
    for (const child of manifest[key].imports ?? []) add(child);
  };
  add('index.html');
  for (const stage of manifest['index.html']?.dynamicImports ?? []) add(stage);
  return chunks;
}

/** The scripts of appStartChunks other than the entry itself (which the shell names). */
export const appStartScripts = (manifest: Manifest): string[] =>
  [...appStartChunks(manifest)].filter((key) => key !== 'index.html' && manifest[key].file.endsWith('.js')).map((key) => manifest[key].file);

/**
 * What a page with these route files (src/routes/…) needs from the build beyond the shell: the stylesheets of its
 * route chunks and of every chunk they import, now or on demand (a lazily loaded part, such as the
 * search form, is rendered at the server and must be styled there), and the route chunks' scripts
 * to preload, so the page hydrates as soon as they have arrived.
 */
export function routeAssets(manifest: Manifest, routeFiles: string[]): { css: string[]; scripts: string[] } {
  /** A chunk and the chunks it imports statically, leaving out those in `skip`. */
  const closure = (key: string, skip: Set<string>, into = new Set<string>()) => {
    if (!manifest[key] || skip.has(key) || into.has(key)) return into;
    into.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, skip, into);
    return into;
  };
  const shell = appStartChunks(manifest);
  const css = new Set<string>();
  const scripts = new Set<string>();
  for (const file of routeFiles) {
    for (const key of [routePageChunk(manifest, file), file]) {
      if (!key || !manifest[key] || shell.has(key) || manifest[key].file === manifest['index.html']?.file) continue;
      scripts.add(manifest[key].file);
      const page = closure(key, shell);
      // The parts the page's own code loads on demand (one level), not the shell's (every route).
      for (const chunk of [...page]) for (const lazy of manifest[chunk].dynamicImports ?? []) closure(lazy, shell, page);
      for (const chunk of page) for (const sheet of manifest[chunk].css ?? []) css.add(sheet);
    }
  }
  return { css: [...css], scripts: [...scripts] };
}

/** A built stylesheet's text, to give in the page, with its file under dist/. */
export interface InlineStyle {
  file: string;
  text: string;
}

/** `</style` cannot end the element early whatever a stylesheet holds (CSS reads the escape as the same text). */
const styleText = (text: string) => text.replace(/<\/style/gi, '<\\/style');

export interface PageParts {
  /** The page's <title>, <meta> and <link> tags. */
  head: string;
  /** The app's markup for #root. */
  body: string;
  /** Anything to place right after #root (the server's reads, as JSON). */
  afterRoot?: string;
  css?: string[];
  /**
   * Stylesheets given in the page itself, in this order, in place of links: the first paint then
   * waits for the HTML alone. Each is also linked, `disabled` (not fetched, not applied), so the
   * app's loader (Vite's, when a route's code loads) sees it is in the page and adds no second copy.
   */
  styles?: InlineStyle[];
  scripts?: string[];
  /** The marker app/start.tsx reads: `server-rendered` (hydrate) or `prerendered` (render over it). */
  marker: 'server-rendered' | 'prerendered';
  /** The page's language and direction, on <html> (the shell's are English, left to right). */
  language?: { lang: string; dir: 'ltr' | 'rtl' };
}

/** What a page in a language needs from the build: its messages to preload, and (Arabic) its font's stylesheet. */
export function languageAssets(manifest: Manifest, locale: string): { css: string[]; scripts: string[] } {
  const messages = manifest[`src/locales/${locale}/messages.po`]?.file;
  const font = locale === 'ar' ? manifest['src/i18n/arabic-font.css']?.file : undefined;
  return { css: font ? [font] : [], scripts: messages ? [messages] : [] };
}

/**
 * A preload for each WOFF2 font a page's stylesheets name. The Arabic font is `font-display:
 * optional`; preloaded, Chromium holds the first paint for it briefly and then either draws with
 * it or keeps the fallback for good. Not preloaded, a file arriving just after the first paint was
 * swapped in by the end of its block period and moved the whole page (CLS 0.29 on an Arabic
 * property page in Lighthouse).
 */
export function fontPreloads(styles: InlineStyle[]): string {
  const fonts = new Set(styles.flatMap((style) => [...style.text.matchAll(/url\(\s*['"]?(\/[^'")\s]+\.woff2)['"]?\s*\)/g)].map((match) => match[1])));
  return [...fonts].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
}

/**
 * The page: the shell with the page's head tags in place of the shell's title, its stylesheets,
 * its markup in #root, and the app's scripts started after the first paint (START_APP_SCRIPT).
 * The shell's <noscript> note goes: the page shows its content without JavaScript.
 */
export function pageHtml(shell: string, page: PageParts): string {
  if (!/<title>/.test(page.head)) throw new Error('render: the page rendered no <title>');
  if (!shell.includes('<div id="root"></div>')) throw new Error('render: the shell has no empty #root');
  const styles = page.styles ?? [];
  const inline = styles.length > 0 ? `<style>${styles.map((style) => styleText(style.text)).join('\n')}</style>` : '';
  const inlined = new Set(styles.map((style) => `/${style.file}`));
  const pageScripts = (page.scripts ?? []).map((file) => `/${file}`);
  // The shell's module script and its preloads go to the start script with the page's own.
  const entry = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/.exec(shell)?.[1];
  const preloads = entry ? [...shell.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g)].map((match) => match[1]) : [];
  const links = [
    ...styles.map((style) => `<link rel="stylesheet" crossorigin href="/${style.file}" disabled>`),
    ...(page.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(entry ? [] : pageScripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
  ];
  const start = entry ? `<script data-entry="${entry}" data-preload="${[...new Set([...preloads, ...pageScripts])].join(' ')}">${START_APP_SCRIPT}</script>` : '';
  const language = page.language ?? { lang: 'en', dir: 'ltr' };
  return withColorScheme(shell)
    .replace(/<script type="module"[^>]*? src="[^"]+"[^>]*><\/script>/, () => '')
    .replace(/<link rel="modulepreload"[^>]*>/g, (link) => (entry ? '' : link))
    .replace(/(<html\b[^>]*?) lang="[^"]*" dir="[^"]*"/, (_, open: string) => `${open} lang="${language.lang}" dir="${language.dir}"`)
    // A stylesheet the shell links and the page gives itself goes; the page's own come first in its head.
    .replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g, (link, href: string) => (inlined.has(href) ? '' : link))
    .replace(/<title>[^<]*<\/title>/, () => `${page.head}${fontPreloads(styles)}${inline}`)
    .replace('</head>', () => `${links.join('')}</head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `${page.marker === 'server-rendered' ? `<script>${EARLY_PRESS_SCRIPT}</script>` : ''}<div id="root" data-${page.marker}="">${page.body}</div>${page.afterRoot ?? ''}`)
    .replace('</body>', () => `${start}</body>`);
}

/**
 * The app shell with its frame in #root: the header of a page, its main area holding `pending`
 * (the app's loading state) and no footer, which would first sit under the header and then be
 * pushed down by the page. Its title stays the shell's own (the app sets the page's when it
 * renders). The service worker answers every navigation with it once installed, and the server
 * answers signed-in pages with it: their data is read in the browser.
 */
export function appShellHtml(shell: string, body: string, pending: string): string {
  const main = /(<main\b[^>]*>)[\s\S]*<\/main>/;
  if (!main.test(body)) throw new Error('render: the app shell frame has no <main>');
  const frame = body
    .replace(main, (_, open: string) => `${open}${pending}</main>`)
    .replace(/<footer\b[\s\S]*<\/footer>/, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
  return withColorScheme(shell).replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${frame}</div>`);
}

/** Mantine's colour scheme on <html>, as the app sets it, so nothing changes when it starts. */
const withColorScheme = (shell: string) => shell.replace(/<html\b/, '<html data-mantine-color-scheme="light"');

/** The shell as the client build wrote it, whether or not a build step has put a frame in already. */
export function unframedShell(appShell: string): string {
  return appShell
    .replace(/<html data-mantine-color-scheme="light"/, '<html')
    .replace(/<div id="root" data-prerendered="">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
}
