import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DUBAI_AREAS } from './areas';

/**
 * Which regulator's advertising permit a listing in this area needs: Dubai adverts carry a
 * Trakheesi permit from the Dubai Land Department; everywhere else on Manzil (Abu Dhabi) a
 * Madhmoun permit issued through ADREC's DARI platform.
 */
export function permitLabel(i18n: I18n, location: string): string {
  const key = location.trim().toLowerCase();
  const inDubai = key.includes('dubai') || DUBAI_AREAS.some((area) => area.toLowerCase() === key);
  return inDubai ? i18n._(msg`Trakheesi permit number`) : i18n._(msg`Madhmoun permit number`);
}
