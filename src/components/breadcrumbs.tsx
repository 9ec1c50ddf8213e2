import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Crumb } from '@/lib/json-ld';

/** Home, then the page label: the last crumb is the current page (a long listing title wraps on a phone). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <MantineBreadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {items.map((crumb, index) =>
          index === items.length - 1 || !crumb.to ? (
            <Text key={crumb.label} size="sm" c="dimmed" style={{ minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }} aria-current={index === items.length - 1 ? 'page' : undefined}>
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
