import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchAlert } from './api/saved-search-kinds';

/** A saved search's alert choices, in the order forms offer them (daily is the default), with what each means. */
export const ALERT_OPTIONS: readonly { value: SearchAlert; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { value: 'daily', label: msg`Daily`, description: msg`One email a day with the new listings` },
  { value: 'instant', label: msg`Instantly`, description: msg`An email as new listings arrive` },
  { value: 'off', label: msg`Off`, description: msg`No emails` },
];
