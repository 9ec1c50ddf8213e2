import '@mantine/core/styles/Menu.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { SORT_OPTIONS } from '../search-words';
import { type SearchSort } from '../search-params';

export interface SortMenuProps {
  sort: SearchSort;
  label: string;
  onSort(sort: SearchSort): void;
  /** Open at once: the button was pressed before this menu had loaded. */
  defaultOpened?: boolean;
}

/** 'Sort: …' and the list of orders; the current one is marked. */
export default function SortMenu({ sort, label, onSort, defaultOpened }: SortMenuProps) {
  const { i18n, t } = useLingui();
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="default" aria-label={t`Sort: ${label}`}>
          {t`Sort: ${label}`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SORT_OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            onClick={() => onSort(option.value)}
            aria-current={option.value === sort ? 'true' : undefined}
            fw={option.value === sort ? 700 : undefined}
          >
            {i18n._(option.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
