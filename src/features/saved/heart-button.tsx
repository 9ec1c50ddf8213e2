import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import classes from './heart-button.module.css';

export type HeartSize = 'md' | 'lg' | 'xl';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 21s-7.5-4.6-9.6-9.4C.9 8.1 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.6 4.2 7.1C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** The heart's look: filled when saved. Without onClick it is shown but not yet usable. */
export function HeartButton({ saved, size, onClick }: { saved: boolean; size: HeartSize; onClick?: () => void }) {
  const { t } = useLingui();
  const label = saved ? t`Remove from saved` : t`Save property`;
  return (
    <span className={classes.anchor}>
      <ActionIcon
        variant={saved ? 'filled' : 'white'}
        color="red"
        radius="xl"
        size={size}
        aria-label={label}
        aria-pressed={saved}
        aria-disabled={onClick ? undefined : true}
        onClick={onClick}
        style={{ boxShadow: 'var(--mantine-shadow-xs)', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Heart filled={saved} />
      </ActionIcon>
      <span className={classes.hint} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
