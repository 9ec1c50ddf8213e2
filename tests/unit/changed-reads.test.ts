import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { changedReadsOf } from '@/app/send-outbox';
import { profileQueryOptions } from '@/features/account/api/profile';
import { listingKeys } from '@/features/listings/api/listing-keys';
import { searchAlertKeys } from '@/features/search-alerts/api/search-alert-keys';
import { deleteListingKind } from '@/features/listings/api/delete-listing-kind';
import { saveListingKind } from '@/features/listings/api/save-listing-kind';
import { deleteSavedSearchKind, renameSavedSearchKind, saveSearchKind } from '@/features/search-alerts/api/saved-search-kinds';
import { inboxQueryOptions, markMessageReadKind } from '@/features/messages/api/inbox';
import { sendContactMessageKind } from '@/features/messages/api/send-contact-message';
import { savePropertyKind } from '@/features/saved/saved-store';
import { announceChangedReads, onChangedReads, type ChangedReadKeys } from '@/offline/changed-reads';
import type { OutboxEntry } from '@/offline/db';
import { activateShared } from './i18n';

// The writes' labels, toasts and refusals are worded with Lingui's shared I18n, as the browser has it for the page.
await activateShared('en');

const LISTING = '7d1f4a52-3c1e-4b8a-9f0e-2a6b5c4d3e21';
const SEARCH = { id: '0b7e6a1c-2d3f-4e5a-8b9c-1d2e3f4a5b6c', name: 'Villas', query: 'type=sale' };
const row = { title: 'Villa', description: null, price: 1, location: 'Yas Island', address: '1 Street', bedrooms: 3, bathrooms: 2, size_sqft: null, property_type: 'villa', listing_type: 'sale', status: 'available', permit_number: 'MDH-1' };
const payloads: Record<string, unknown> = {
  [saveListingKind.name]: { id: LISTING, isNew: true, row, baseUpdatedAt: null },
  [deleteListingKind.name]: { listingId: LISTING },
  [saveSearchKind.name]: SEARCH,
  [renameSavedSearchKind.name]: SEARCH,
  [deleteSavedSearchKind.name]: SEARCH,
  [sendContactMessageKind.name]: { id: LISTING, propertyId: LISTING, name: 'A', email: 'a@b.ae', message: 'Hello there agent' },
  [savePropertyKind.name]: { propertyId: LISTING, saved: true },
  [markMessageReadKind.name]: { messageId: LISTING },
  'profile.save': { first_name: 'A', last_name: 'B', phone: '' },
};

const entry = (kind: string, userKey = 'user-a'): OutboxEntry => ({
  id: 'e1',
  userKey,
  kind,
  group: 'g',
  payload: payloads[kind],
  label: '',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  state: 'pending',
  revision: 0,
});

describe('reads a confirmed write changed', () => {
  it('a listing write refreshes the public listing reads and its owner’s own', () => {
    for (const kind of [saveListingKind, deleteListingKind]) {
      expect(changedReadsOf(entry(kind.name))).toEqual([listingKeys.all, listingKeys.mine('user-a')]);
    }
  });

  it('a saved search refreshes its user’s saved searches; a visitor’s message refreshes nothing', () => {
    for (const kind of [saveSearchKind, renameSavedSearchKind, deleteSavedSearchKind]) {
      expect(changedReadsOf(entry(kind.name))).toEqual([searchAlertKeys.savedSearches('user-a')]);
    }
    expect(changedReadsOf(entry(sendContactMessageKind.name, ''))).toEqual([]);
    expect(changedReadsOf(entry(sendContactMessageKind.name))).toEqual([inboxQueryOptions('user-a').queryKey]);
    expect(changedReadsOf(entry(markMessageReadKind.name))).toEqual([inboxQueryOptions('user-a').queryKey]);
    expect(changedReadsOf(entry('profile.save'))).toEqual([profileQueryOptions('user-a').queryKey]);
    // Which listings are saved is read from the device store, which every tab sees change.
    expect(changedReadsOf(entry(savePropertyKind.name))).toEqual([]);
    // A payload this build cannot read changes nothing it could name.
    expect(changedReadsOf({ ...entry(saveListingKind.name), payload: { id: 'not a listing' } })).toEqual([]);
  });

  it('is heard by every listener, in this tab and the others (a BroadcastChannel)', async () => {
    const heard: ChangedReadKeys[] = [];
    const stops = [onChangedReads((keys) => heard.push(keys)), onChangedReads((keys) => heard.push(keys))];
    announceChangedReads([listingKeys.mine('user-a')]);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[0]).toEqual([['my-listings', 'user-a']]);
    for (const stop of stops) stop();
  });
});
