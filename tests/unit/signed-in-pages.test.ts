import { describe, expect, it } from 'vitest';
import { Route as Dashboard } from '@/routes/_signed-in/dashboard';
import { Route as NewProperty } from '@/routes/_signed-in/new-property';
import { Route as EditProperty } from '@/routes/_signed-in/properties.edit.$id';
import { Route as PropertiesNew } from '@/routes/_signed-in/properties.new';
import { en } from './i18n';

// The pages only a signed-in user can use come from the server as the app shell's frame; the
// browser draws them. Signed out, the guard (src/routes/_signed-in.tsx) shows each page's own
// heading (`staticData.signIn.title`) and the page its own head. tests/e2e/routes.spec.ts visits
// one of them in the browser (the guard's template); these are the others' words.

const LISTING_ID = 'a0000000-0000-4000-8000-000000000001';

type Head = { meta: ({ title: string } | { name: string; content: string } | Record<string, string>)[] };
type SignedInRoute = {
  options: {
    staticData?: { signIn?: { title: { id: string } } };
    head?: (context: never) => Head;
  };
};

const PAGES: { path: string; route: SignedInRoute; h1: string }[] = [
  { path: '/dashboard', route: Dashboard as unknown as SignedInRoute, h1: 'Dashboard' },
  { path: '/new-property', route: NewProperty as unknown as SignedInRoute, h1: 'List a Property' },
  { path: '/properties/new', route: PropertiesNew as unknown as SignedInRoute, h1: 'List a Property' },
  { path: `/properties/edit/${LISTING_ID}`, route: EditProperty as unknown as SignedInRoute, h1: 'Edit Property' },
];

describe('signed-in pages, signed out', () => {
  it('each names its heading, and has a title of its own and a description', () => {
    const titles = new Map<string, string>();
    for (const { path, route, h1 } of PAGES) {
      const signIn = route.options.staticData?.signIn;
      expect(signIn, path).toBeDefined();
      expect(en._(signIn!.title), path).toBe(h1);
      const head = route.options.head!({ params: { id: LISTING_ID }, match: { context: { i18n: en } } } as never);
      const title = head.meta.find((m): m is { title: string } => 'title' in m)?.title ?? '';
      expect(title.length, path).toBeGreaterThan(5);
      const description = head.meta.find((m): m is { name: string; content: string } => 'name' in m && m.name === 'description')?.content ?? '';
      expect(description.length, path).toBeGreaterThan(20);
      // /new-property is /properties/new under its older address.
      if (path === '/new-property') continue;
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });
});
