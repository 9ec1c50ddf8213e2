import { describe, expect, it } from 'vitest';
import { storageWarningDue } from '@/components/storage-warning';

/** A device's localStorage: the browser's Storage interface over a Map. */
function deviceStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the storage warning', () => {
  it('is shown throughout the first visit that shows it, and on no later visit of the device', () => {
    const device = deviceStorage();
    expect(storageWarningDue(device, 'visit 1')).toBe(true);
    // Drawn again in the same visit (another list, a re-render): still shown.
    expect(storageWarningDue(device, 'visit 1')).toBe(true);
    expect(storageWarningDue(device, 'visit 2')).toBe(false);
    expect(storageWarningDue(device, 'visit 3')).toBe(false);
    // Another device (or browser) has not seen it.
    expect(storageWarningDue(deviceStorage(), 'visit 2')).toBe(true);
  });

  it('is shown when the browser keeps nothing for the site', () => {
    expect(storageWarningDue(null, 'visit 1')).toBe(true);
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(storageWarningDue(blocked, 'visit 1')).toBe(true);
  });
});
