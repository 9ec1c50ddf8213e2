import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text, useDirection } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Crumb } from '@/lib/json-ld';

// Mantine gives every crumb `white-space: nowrap` and replaces the crumbs' own `style` with its
// `styles.breadcrumb`, so the wrapping is set there: a long listing title, the last crumb, wraps
// within a phone's width instead of widening the page. Each crumb is a block of its line's
// height and a little more, so a link is a target at least 24 px high for a finger.
const WRAPPING_CRUMBS = { breadcrumb: { minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', display: 'inline-block', paddingBlock: 3 } } as const;

/** Home, then the page label: the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  // The separator points along the reading direction.
  const { dir } = useDirection();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <MantineBreadcrumbs separator={dir === 'rtl' ? '‹' : '›'} separatorMargin={6} styles={WRAPPING_CRUMBS}>
        {items.map((crumb, index) =>
          index === items.length - 1 || !crumb.to ? (
            // The last crumb may be a listing's own title, in whichever language it was written.
            <Text key={crumb.label} size="sm" c="dimmed" lh={1.4} dir="auto" lang={crumb.lang} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
