import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { changedReads } from '@/app/sync-engine';
import { listingKeys } from '@/features/listings/api/listing-keys';
import { DELETE_LISTING, SAVE_LISTING } from '@/features/listings/api/save-listing';
import { SAVE_SEARCH } from '@/features/listings/api/save-search';
import { SEND_CONTACT_MESSAGE } from '@/features/messages/api/send-contact-message';
import { SAVE_PROPERTY } from '@/features/saved/saved-store';
import { announceChangedReads, onChangedReads, type ChangedReadKeys } from '@/offline/changed-reads';
import type { OutboxEntry } from '@/offline/db';

const entry = (kind: string, userKey = 'user-a'): OutboxEntry => ({
  id: 'e1',
  userKey,
  kind,
  group: 'g',
  payload: {},
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
    for (const kind of [SAVE_LISTING, DELETE_LISTING]) {
      expect(changedReads[kind](entry(kind))).toEqual([listingKeys.all, listingKeys.mine('user-a')]);
    }
  });

  it('a saved search refreshes its user’s saved searches; a visitor’s message refreshes nothing', () => {
    expect(changedReads[SAVE_SEARCH](entry(SAVE_SEARCH))).toEqual([listingKeys.savedSearches('user-a')]);
    expect(changedReads[SEND_CONTACT_MESSAGE](entry(SEND_CONTACT_MESSAGE, ''))).toEqual([]);
    expect(changedReads[SEND_CONTACT_MESSAGE](entry(SEND_CONTACT_MESSAGE))).toHaveLength(1);
    // Which listings are saved is read from the device store, which every tab sees change.
    expect(changedReads[SAVE_PROPERTY]).toBeUndefined();
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
