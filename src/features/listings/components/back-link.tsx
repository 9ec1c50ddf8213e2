import { Trans } from '@lingui/react/macro';
import { Anchor, useDirection } from '@mantine/core';
import type { MouseEvent } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { ArrowLeftIcon } from '@/components/icons';
import { useBackToResults } from '../results-memory';

// The arrow is drawn (an arrow character is missing from some phones' fonts) and sits beside the words.
const WITH_ICON = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

/** The arrow points back: to the left, and to the right in a right-to-left page. */
function BackArrow() {
  const { dir } = useDirection();
  return (
    <span style={{ display: 'inline-flex', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}>
      <ArrowLeftIcon size={16} />
    </span>
  );
}

/**
 * The property page's way back: 'Back to results' returns to the search, page and scroll
 * position this tab last showed; a signed-in user who did not come from results goes 'Back to
 * Dashboard'; with no results seen yet, the search page.
 */
export function PropertyBackLink({ signedIn }: { signedIn: boolean }) {
  const back = useBackToResults();
  if (signedIn && !back?.cameFromResults) {
    return (
      <AnchorLink to="/dashboard" size="sm" style={WITH_ICON}>
        <BackArrow /> <Trans>Back to Dashboard</Trans>
      </AnchorLink>
    );
  }
  if (!back) {
    return (
      <AnchorLink to="/search-results" size="sm" style={WITH_ICON}>
        <BackArrow /> <Trans>Back to results</Trans>
      </AnchorLink>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) opens the plain address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    back.goBack();
  };
  return (
    <Anchor href={back.href} onClick={onClick} size="sm" style={WITH_ICON}>
      <BackArrow /> <Trans>Back to results</Trans>
    </Anchor>
  );
}
