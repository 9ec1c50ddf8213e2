import { describe, expect, it } from 'vitest';
import { appShellHtml, pageHtml, prerenderedFile, routeStylesheets, unframedShell } from '../../scripts/prerender.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Manzil</title><link rel="modulepreload" crossorigin href="/assets/x.js"></head><body><div id="root"></div></body></html>';

describe('prerendered page', () => {
  it("moves the page's head tags into <head> in place of the shell's title, and its markup into #root", () => {
    const rendered = '<title>FAQs | Manzil</title><meta name="description" content="Answers"/><link rel="canonical" href="https://x/faqs"/><main><h1>FAQs</h1></main>';
    const html = pageHtml(SHELL, rendered, ['assets/faqs.css']);
    expect(html).toContain('<head><meta charset="UTF-8" /><title>FAQs | Manzil</title><meta name="description" content="Answers"/><link rel="canonical" href="https://x/faqs"/>');
    expect(html).not.toContain('<title>Manzil</title>');
    expect(html).toContain('<div id="root" data-prerendered=""><main><h1>FAQs</h1></main></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/faqs.css"></head>');
    // Preloads would compete with the page's paint on a slow connection.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<html data-mantine-color-scheme="light" lang="en">');
  });

  it("drops inline scripts (refused by the CSP) and React's streaming markers, and keeps JSON-LD", () => {
    const html = pageHtml(
      SHELL,
      '<title>T</title><main><script>scrollTo(0,0)</script><script type="application/ld+json">{"@type":"FAQPage"}</script><div><!--$?--><template id="B:0"></template><button>Sort</button><!--/$--></div><p><!--$!--><template data-dgst="x"></template>Heart<!--/$--></p></main>',
    );
    expect(html).not.toContain('scrollTo');
    expect(html).toContain('<div><!--$?--><button>Sort</button><!--/$--></div><p><!--$!-->Heart<!--/$--></p>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
  });

  it('refuses a page that rendered no title', () => {
    expect(() => pageHtml(SHELL, '<main>no head</main>')).toThrow(/no <title>/);
  });

  it("links the route's own stylesheets, not what the shell loads already", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/routes/articles/index.tsx?tsr-split=component': { file: 'assets/articles.js', imports: ['_shared.js', '_card.js'], css: ['assets/articles.css'] },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
    };
    expect(routeStylesheets(manifest, '/articles')).toEqual(['assets/articles.css', 'assets/card.css']);
    expect(() => routeStylesheets(manifest, '/nowhere')).toThrow(/no route chunk/);
    expect(prerenderedFile('/articles/buyers-guide')).toBe('articles/buyers-guide.html');
    // The home page is index.html (the app shell is then app.html), its route file routes/index.tsx.
    expect(prerenderedFile('/')).toBe('index.html');
    const withHome = { ...manifest, 'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', css: ['assets/home.css'] } };
    expect(routeStylesheets(withHome, '/')).toEqual(['assets/home.css']);
  });

  it("frames the app shell: the page's header, the loading state in <main>, no footer; the shell's title and preloads stay", () => {
    const shell = SHELL.replace('</body>', '<noscript>JS</noscript></body>');
    const rendered =
      '<title>Not found | Manzil</title><style data-mantine-styles="true">:root{}</style><header><a href="/buy">Buy</a></header><main id="main"><h1>Page not found</h1><script type="application/ld+json">{}</script></main><footer><a href="/faqs">FAQs</a></footer>';
    const html = appShellHtml(shell, rendered, '<div role="status">Loading</div>');
    expect(html).toContain(
      '<div id="root" data-prerendered=""><style data-mantine-styles="true">:root{}</style><header><a href="/buy">Buy</a></header><main id="main"><div role="status">Loading</div></main></div>',
    );
    expect(html).not.toMatch(/Page not found|<footer|ld\+json/);
    expect(html).toContain('<title>Manzil</title>');
    expect(html).toContain('modulepreload');
    // Prerendering again over the same build starts from the shell as the build wrote it.
    expect(unframedShell(html)).toBe(shell);
    expect(unframedShell(shell)).toBe(shell);
    expect(() => appShellHtml(shell, '<title>T</title><div>no main</div>', '')).toThrow(/no <main>/);
  });
});
