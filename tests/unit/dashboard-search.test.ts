import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, dashboardSearch, DEFAULT_DASHBOARD_TAB } from '@/routes/-components/dashboard-search';
import { isUnreadBy, unreadCount, type InboxMessage } from '@/features/messages/api/inbox';

// The dashboard's URL decides the open tab; the checkout's return parameters ride along.

const parse = (query: string) => dashboardSearch(Object.fromEntries(new URLSearchParams(query)) as never);
const PROPERTY = '0b8f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('dashboard search parameters', () => {
  it('opens the tab the URL names, My Properties when it names none or an unknown one', () => {
    expect(DEFAULT_DASHBOARD_TAB).toBe('properties');
    for (const tab of DASHBOARD_TABS) expect(parse(`tab=${tab}`).tab).toBe(tab);
    expect(parse('').tab).toBe('properties');
    expect(parse('tab=billing').tab).toBe('properties');
    expect(parse('tab=Saved').tab).toBe('properties');
    expect(dashboardSearch({ tab: ['saved'] } as never).tab).toBe('properties');
  });

  it('keeps the checkout return parameters beside the tab, and drops malformed ones', () => {
    expect(parse(`featured=cancelled&propertyId=${PROPERTY}`)).toEqual({ tab: 'properties', featured: 'cancelled', propertyId: PROPERTY, payment: undefined });
    expect(parse(`tab=saved&featured=success&propertyId=${PROPERTY}&payment=${PROPERTY}`)).toEqual({ tab: 'saved', featured: 'success', propertyId: PROPERTY, payment: PROPERTY });
    expect(parse('featured=maybe&propertyId=1;drop')).toEqual({ tab: 'properties', featured: undefined, propertyId: undefined, payment: undefined });
  });
});

describe('unread messages', () => {
  const ME = 'me';
  const message = (recipient_id: string, is_read: boolean) => ({ recipient_id, is_read }) as InboxMessage;

  it('counts only messages received and not yet read (not those sent)', () => {
    expect(isUnreadBy(message(ME, false), ME)).toBe(true);
    expect(isUnreadBy(message(ME, true), ME)).toBe(false);
    expect(isUnreadBy(message('agent', false), ME)).toBe(false);
    expect(unreadCount([message(ME, false), message(ME, true), message('agent', false), message(ME, false)], ME)).toBe(2);
  });
});
